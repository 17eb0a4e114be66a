import { formatDate } from '@scheduling-agent/clock';
import { findDate, findTime } from './natural-dates.ts';
import { bookStep } from './planning-book.ts';
import { findAppointment } from './planning-cancel.ts';
import { moveSteps, readMove } from './planning-move.ts';
import { describeTime } from './planning-replies.ts';
import { readCheck, succeeded } from './planning-results.ts';
import { optional, type Plan, type Step } from './planning-step.ts';
import type { ToolRecord, TurnRecords } from './planning-turn.ts';
import type { OfflineContext } from './read-request.ts';
import { BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MOVE_WORDS } from './request-words.ts';
import { findTitle } from './titles.ts';

const AGREE =
  /^\s*(yes|yeah|yep|yup|sure|ok|okay|alright|perfect|great|please do|sounds good|that works)\b|\b(book it|move it|do it|go ahead)\b/i;
const REFUSE = /^\s*(no|nope|nah|don'?t|never ?mind|not now|leave it)\b/i;
const ORDINALS: Readonly<Record<string, number>> = { first: 0, '1st': 0, second: 1, '2nd': 1, third: 2, '3rd': 2 };
const ORDINAL = /\b(first|1st|second|2nd|third|3rd|last)\b/i;

/** Times the last turn offered ("Shall I book one of those?"), and how to take one up. */
interface Offer {
  readonly starts: readonly string[];
  readonly move: boolean;
  take(turn: TurnRecords, start: string, title: string | null): Step;
}

// #region plan-follow-up
/**
 * "yes", "the second one", "book 10:30": taking up a time the last turn offered. The offer is read again from the
 * last turn's own request and results, so this stays a pure function of the history; "no thanks" is answered. Anything
 * that reads as a new request (it cancels, lists, checks, or books something with a name) is left to the other plans.
 */
export const followUpPlan: Plan = (turn, context) => {
  const { text } = context;
  if (!turn.previous || [CANCEL_WORDS, LIST_WORDS, CHECK_WORDS].some((words) => words.test(text))) return null;
  const offer = offerIn(turn.previous, { ...context, text: turn.previous.request });
  if (!offer || offer.starts.length === 0 || (MOVE_WORDS.test(text) && !offer.move)) return null;
  if (REFUSE.test(text)) return { answer: 'OK, I left your calendar as it is.' };
  const start = chosen(context, offer.starts);
  if (start) return offer.take(turn, start, namedNow(context));
  if (!AGREE.test(text) || offer.starts.length < 2) return null;
  // "book it" after several offers names none of them: which one is for the person to say.
  const times = offer.starts.map((offered) => describeTime(offered));
  return {
    answer: `Which one: ${times.slice(0, -1).join(', ')} or ${times.at(-1)}? Say "the first one" or its time, such as "book ${offer.starts[0]!.slice(11, 16)}".`,
  };
};
// #endregion plan-follow-up

function offerIn(previous: TurnRecords, context: OfflineContext): Offer | null {
  const booked = (record: ToolRecord) =>
    record.tool === 'scheduleAppointment' && !!record.result && succeeded(record.result);
  if (previous.records.some(booked)) return null;
  const checks = previous.records.filter((record) => record.tool === 'checkAvailability' && record.result);
  const views = checks.map((record) => readCheck(record.result!));
  const last = views.at(-1);
  const move = readMove(context);
  if (move && !('answer' in move)) {
    const found = findAppointment(previous.records, move.days, move.wanted, 'move');
    // A move books the new time first, so the times on offer are the refused booking's suggestions (or a check's).
    const refused = previous.records.filter((record) => record.tool === 'scheduleAppointment' && record.result);
    const offered = refused.length > 0 ? readCheck(refused.at(-1)!.result!) : last;
    if (!offered || offered.available || 'step' in found) return null;
    const take = (turn: TurnRecords, start: string) => moveSteps(turn, found.appointment, start, move.wanted.subject);
    return { starts: offered.suggestions, move: true, take };
  }
  const booking = BOOK_WORDS.test(context.text);
  if (!booking && !CHECK_WORDS.test(context.text)) return null;
  const free = checks.filter((_, index) => views[index]!.available).map((record) => String(record.parameters.start));
  const starts = free.length > 0 ? free : views.length === 1 ? last!.suggestions : [];
  const keep = {
    ...optional('title', booking ? findTitle(context.text) : null),
    ...optional('durationMinutes', checks[0]?.parameters.durationMinutes),
  };
  return {
    starts,
    move: false,
    take: (turn, start, title) => bookStep(turn, { start, ...keep, ...optional('title', title) }),
  };
}

/**
 * The title "great, book a call then" gives the time just offered. Only a message with no day or time of its own
 * lends its title: "book a call at 4pm" names its own time, so `chosen` has already left it to the booking plan.
 */
function namedNow(context: OfflineContext): string | null {
  const { text, now } = context;
  if (!BOOK_WORDS.test(text) || findTime(text) || findDate(text, now)) return null;
  return findTitle(text);
}

function chosen(context: OfflineContext, starts: readonly string[]): string | null {
  const ordinal = ORDINAL.exec(context.text)?.[1]?.toLowerCase();
  if (ordinal) {
    return starts[ordinal === 'last' ? starts.length - 1 : (ORDINALS[ordinal] ?? 0)] ?? null;
  }
  const time = findTime(context.text);
  if (time) {
    if (BOOK_WORDS.test(context.text) && findTitle(context.text)) return null;
    const day = findDate(context.text, context.now)?.date;
    const hhmm = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
    const fits = starts.filter((start) => start.slice(11, 16) === hhmm);
    const onDay = day ? fits.filter((start) => start.startsWith(formatDate(day))) : fits;
    return onDay[0] ?? null;
  }
  return AGREE.test(context.text) && starts.length === 1 ? (starts[0] ?? null) : null;
}
