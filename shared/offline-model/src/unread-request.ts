import { describeDate, type LocalDate } from '@scheduling-agent/clock';
import { answer, type Intent } from './intent.ts';
import { leftoverWords } from './leftover-words.ts';
import { findDate, findTime } from './natural-dates.ts';
import { findId, splitMove } from './planning-words.ts';
import { findDoubt, IF_FREE } from './request-doubts.ts';
import { type Action, actionOf, frameOf } from './request-frame.ts';
import { CHECK_WORDS, LIST_WORDS } from './request-words.ts';
import { findSubject, findTitle } from './titles.ts';
import { findUnreadPart } from './unread-part.ts';

/** Two requests of each kind the stand-in acts on, offered whenever it asks instead. */
export const EXAMPLES: Readonly<Record<Exclude<Action, 'several'>, readonly [string, string]>> = {
  book: ['book a haircut tomorrow at 2pm', 'book "Lunch with Sam" on Friday at 1pm for an hour'],
  cancel: ['cancel the haircut tomorrow', 'cancel my 4pm tomorrow'],
  move: ['move the haircut tomorrow to 4pm', 'move my 10am on Friday to 11am'],
};

// #region whole-reading
/**
 * Why the stand-in should ask instead of acting on a request about the calendar, or null when it read the request
 * whole. A change is made only when every word is accounted for (the action, what it is about, the date, the time,
 * the length, a word of how it is asked) and nothing makes it less than a plain request now: a negation, a question
 * about the past, a reminder, a condition, a hedge, someone else, an exception, or two changes at once. Then every
 * part about when must have been read for sure.
 */
export function doubtAbout(text: string, today: LocalDate): string | null {
  const action = actionOf(text);
  if (action === null) {
    if (![CHECK_WORDS, LIST_WORDS].some((pattern) => pattern.test(text))) return null;
    const unread = findUnreadPart(text, today);
    return unread ? askAbout(unread) : null;
  }
  if (action === 'several') {
    return `I read more than one change in that, so I have not changed anything. Ask for one at a time, such as "${EXAMPLES.cancel[0]}", then "${EXAMPLES.book[0]}".`;
  }
  const frame = frameOf(text)
    .replace(/\bapt_[a-z0-9]{6}\b/gi, ' ')
    .replace(IF_FREE, ' ');
  const doubt = findDoubt(frame);
  if (doubt) return explain(action, text, today, `${doubt}, so I have not changed anything.`);
  const left = leftoverWords(frame, whatOf(action, text, today));
  if (left.length > 0) {
    return explain(action, text, today, `I did not follow "${left.join(' ')}", so I have not changed anything.`);
  }
  const unread = findUnreadPart(text, today);
  return unread ? explain(action, text, today, askAbout(unread)) : null;
}
// #endregion whole-reading

/** A request about the calendar that hedges or could not be read in full: answer, never guess. */
export const unreadRequest: Intent = {
  name: 'unread-part',
  reply: (context) => {
    if (context.tools.size === 0) return null;
    const doubt = doubtAbout(context.text, context.now);
    return doubt ? answer(doubt) : null;
  },
};

/** The question asked about a part of a request that could not be read. */
export function askAbout(unread: string): string {
  return `I could not read "${unread}" for sure, so I have not done anything. Which day and time do you mean? For example: "tomorrow at 2pm" or "on 3 December at 10:00".`;
}

/** What the request is about: the title of a booking, or the appointment to cancel or move. */
function whatOf(action: Exclude<Action, 'several'>, text: string, today: LocalDate): string | null {
  if (action === 'book') return findTitle(text);
  if (action === 'cancel') return findSubject(text) ?? findId(text);
  const from = splitMove(text, today)?.from ?? text;
  return findSubject(from) ?? findId(from);
}

/** What was understood, why nothing was done, and two requests it would act on. */
function explain(action: Exclude<Action, 'several'>, text: string, today: LocalDate, why: string): string {
  const what = whatOf(action, text, today);
  const date = findDate(text, today);
  const time = findTime(text);
  const read = [
    action,
    what ? `"${what}"` : 'an appointment',
    ...(date ? [`on ${describeDate(date.date)}`] : []),
    ...(time ? [`at ${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`] : []),
  ].join(' ');
  const [first, second] = EXAMPLES[action];
  const reason = /^I\b/.test(why) ? why : `${why.charAt(0).toLowerCase()}${why.slice(1)}`;
  return `I understood: ${read}. But ${reason} I act on plain requests such as "${first}" or "${second}".`;
}
