import { describeDate, type LocalDate } from '@scheduling-agent/clock';
import { findDate, findTime } from './natural-dates.ts';
import { findId, splitMove } from './planning-words.ts';
import { prepare } from './prepare-text.ts';
import { morningOrEvening } from './times.ts';
import { findSubject, findTitle } from './titles.ts';

/** The kinds of request the stand-in acts on. */
export type RequestKind = 'book' | 'cancel' | 'move' | 'check' | 'list';

/** Two requests of each kind the stand-in acts on, offered whenever it asks instead. */
export const EXAMPLES: Readonly<Record<RequestKind, readonly [string, string]>> = {
  book: ['book a haircut tomorrow at 2pm', 'book "Lunch with Sam" on Friday at 1pm for an hour'],
  cancel: ['cancel the haircut tomorrow', 'cancel my 4pm tomorrow'],
  move: ['move the haircut tomorrow to 4pm', 'move my 10am on Friday to 11am'],
  check: ['is tomorrow at 10am free?', 'am I free on Friday at 3pm?'],
  list: ["what's on my calendar tomorrow?", 'what do I have next week?'],
};

const NOTHING_NAMED: Readonly<Record<RequestKind, string>> = {
  book: 'an appointment',
  cancel: 'an appointment',
  move: 'an appointment',
  check: 'whether a time is free',
  list: 'what is booked',
};

/** What the request is about: the title of a booking, or the appointment to cancel or move. */
export function whatOf(kind: RequestKind, text: string, today: LocalDate): string | null {
  if (kind === 'book') return findTitle(text);
  if (kind === 'cancel') return findSubject(text) ?? findId(text);
  if (kind !== 'move') return null;
  const from = splitMove(text, today)?.from ?? text;
  return findSubject(from) ?? findId(from);
}

/**
 * "I understood: book "Haircut" on Tuesday, 24 November 2026 at 14:00.": what was read, so a learner can fix the rest.
 * Without `withDate`, the day is left out (when the day is what could not be read).
 */
export function understood(kind: RequestKind, text: string, today: LocalDate, withDate = true): string {
  const what = whatOf(kind, text, today);
  // A move names two times: when the appointment is now, and where it goes ("to 17:00").
  const split = kind === 'move' ? splitMove(text, today) : null;
  const now = when(split?.from ?? text, today, withDate);
  const to = split ? when(split.to, today, withDate) : [];
  const read = [
    kind,
    what ? `"${what}"` : NOTHING_NAMED[kind],
    ...now.map((part, index) => (index === 0 && part.startsWith('at ') ? part : index === 0 ? `on ${part}` : part)),
    ...(to.length > 0 ? ['to', ...to.map((part, index) => (index === 0 ? part.replace(/^at /, '') : part))] : []),
  ].join(' ');
  return `I understood: ${read}.`;
}

/** The day and time a piece of a request names: `["Tuesday, 24 November 2026", "at 14:00"]`, either may be missing. */
function when(text: string, today: LocalDate, withDate: boolean): string[] {
  const date = withDate ? findDate(text, today) : null;
  const time = findTime(text);
  return [
    ...(date ? [describeDate(date.date)] : []),
    ...(time ? [`at ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`] : []),
  ];
}

/** Two requests of this kind it acts on, as one sentence. */
export function examplesOf(kind: RequestKind): string {
  const [first, second] = EXAMPLES[kind];
  return `For example: "${first}" or "${second}".`;
}

/** A question for what is missing, after what was understood and before two requests that work. */
export function askWhat(kind: RequestKind, missing: string, text: string, today: LocalDate): string {
  const date = kind === 'book' || kind === 'move' ? findDate(text, today)?.date : null;
  // "the 8th of this month" on the 23rd: a past day is no day to book, whatever the time.
  if (date && dayNumber(date) < dayNumber(today)) {
    return `${understood(kind, text, today).slice(0, -1)}, which is past. Which day do you mean? ${examplesOf(kind)}`;
  }
  const either = kind === 'book' || kind === 'move' || kind === 'check' ? morningOrEvening(text) : null;
  if (either) {
    const { hour, minute } = either.morning;
    const clock = (at: number) => `${String(at).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    const [morning, evening] = [clock(hour), clock(hour + 12)];
    const said = either.said.replace(/^at\s+/, '');
    // The hour may be said in words ("at eight"), read as digits: the suggestions are then built from the read text.
    const base = text.includes(said) ? text.trim() : prepare(text).trim();
    const [am, pm] = ['am', 'pm'].map((half) => base.replace(said, `${said}${half}`));
    return `${understood(kind, text, today)} "${either.said}" could be ${morning} or ${evening}: which do you mean? For example: "${am}" or "${pm}".`;
  }
  return `${understood(kind, text, today)} What ${missing}? ${examplesOf(kind)}`;
}

function dayNumber(date: LocalDate): number {
  return date.year * 10_000 + date.month * 100 + date.day;
}
