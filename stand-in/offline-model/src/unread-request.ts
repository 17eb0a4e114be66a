import type { LocalDate } from '@scheduling-agent/clock';
import { dayMentions } from './date-mentions.ts';
import { findEndOf } from './end-of-range.ts';
import { passedDay } from './explicit-dates.ts';
import { answer, type Intent } from './intent.ts';
import { leftoverWords } from './leftover-words.ts';
import { oneAppointmentDoubt } from './one-appointment.ts';
import { asksRestOfMonth, THIS_MONTH } from './planning-day-questions.ts';
import { splitMove } from './planning-words.ts';
import { prepare, withoutControls } from './prepare-text.ts';
import { findDoubt, IF_FREE } from './request-doubts.ts';
import { type Action, actionOf, actionsOf, frameOf, TITLE_MARK, titlesGiven } from './request-frame.ts';
import { CHECK_WORDS, LIST_WORDS } from './request-words.ts';
import { findTitle } from './titles.ts';
import { EXAMPLES, understood, whatOf } from './understood.ts';
import { findUnreadPart } from './unread-part.ts';
import { todayByName, todayOrNextWeek } from './weekday-today.ts';

// #region whole-reading
/**
 * Why the stand-in should ask instead of acting on a request about the calendar, or null when it read the request
 * whole. A change is made only when every word is accounted for (the action, what it is about, the date, the time,
 * the length, a word of how it is asked) and nothing makes it less than a plain request now: a negation, a question
 * about the past, a reminder, a condition, a hedge, someone else, an exception, two changes at once, or more or less
 * than one appointment (a repeat, a count, a stretch of time, a length under five minutes). Then every
 * part about when must have been read for sure.
 */
export function doubtAbout(text: string, today: LocalDate): string | null {
  const action = actionOf(text);
  if (action === null) {
    if (![CHECK_WORDS, LIST_WORDS].some((pattern) => pattern.test(text))) return null;
    // A list may run "until the end of December": read as a range by the list (`findDays`), never for a change.
    const end = LIST_WORDS.test(text) ? findEndOf(text, today) : null;
    // "what have I got left this month?" is read as today to the month's end (`planning-day-questions.ts`).
    const read = asksRestOfMonth(text) ? prepare(text).replace(THIS_MONTH, ' ') : text;
    const unread = findUnreadPart(end ? prepare(read).replace(end.phrase, ' ') : read, today);
    return unread ? askAbout(unread, today, EXAMPLES[LIST_WORDS.test(text) ? 'list' : 'check']) : null;
  }
  const frame = frameOf(withoutControls(text))
    .replace(/\bapt_[a-z0-9]{6}\b/gi, ' ')
    // "if it is free" is a check a booking makes anyway; a move that depends on it is asked about.
    .replace(action === 'book' ? IF_FREE : /(?!)/g, ' ');
  const doubt = findDoubt(frame);
  if (action === 'several') {
    const changes = actionsOf(withoutControls(text))
      .map(({ words }) => `"${words.trim()}"`)
      .join(' and ');
    const why = doubt ? `${doubt}, so` : `I read more than one change in that (${changes}), so`;
    return `${why.charAt(0).toUpperCase()}${why.slice(1)} I have not changed anything. Ask for one change at a time, such as "${EXAMPLES.cancel[0]}" or "${EXAMPLES.book[0]}".`;
  }
  if (doubt) return explain(action, text, today, `${doubt}, so I have not changed anything.`);
  const single = oneAppointmentDoubt(action, frame);
  if (single) {
    // The echo leaves out what was not read, so it never shows a misreading ("between 2 and 3pm" as 15:00).
    const at = single.unread ? text.toLowerCase().indexOf(single.unread.toLowerCase()) : -1;
    // After a title, a comma where it was, so the words after it ("before lunch with Sam") do not join the title.
    const gap = action === 'book' && findTitle(`${text.slice(0, at)},`) ? ', ' : ' ';
    const read = at < 0 ? text : `${text.slice(0, at)}${gap}${text.slice(at + single.unread!.length)}`;
    return explain(action, read, today, `${single.why}, so I have not changed anything.`);
  }
  if (action === 'book' && frame.includes(TITLE_MARK)) {
    const title = findTitle(text)?.toLowerCase();
    const given = titlesGiven(text);
    if (!title || !given.includes(title)) {
      const titles = [...(title ? [title] : []), ...given].map((words) => `"${words}"`).join(' or ');
      // The day depends on which words are the title ("named move haircut to friday on wednesday"): none is echoed.
      const why = `I could not tell which of ${titles} is the title, nor so which day you mean, so I have not changed anything.`;
      return explain(action, text, today, why, false);
    }
  }
  const left = leftoverWords(frame, whatOf(action, text, today));
  if (left.length > 0) {
    const why = `I did not follow "${left.join(' ')}", so I have not changed anything.`;
    // "nxet friday": the unread word may change the day, so no day is echoed as if it had been read.
    return explain(action, text, today, why, !left.some((word) => besideADay(text, word)));
  }
  const unread = findUnreadPart(text, today);
  // A new booking on "Sunday" said on a Sunday: today, or a week today? (A cancel or move finds what is booked.)
  const todayNamed = action === 'book' && !unread ? todayByName(prepare(text), today) : null;
  if (todayNamed) return `${understood(action, text, today, false)} ${todayOrNextWeek(todayNamed, today)}`;
  if (unread) {
    return `${understood(action, text, today, false)} ${askAbout(unread, today, action === 'book' ? WHEN_EXAMPLES : EXAMPLES[action])}`;
  }
  const days = moreThanOneDay(action, text, today);
  if (!days) return null;
  const named = days.map((day) => `"${day}"`).join(', ');
  return `${understood(action, text, today, false)} You named more than one day (${named}), so I have not done anything. Which day do you mean? For example: "tomorrow at 2pm" or "on 3 December at 10:00".`;
}

/**
 * The days a change names when there are more than one change can have ("tomorrow or Wednesday", "tomorrow next
 * week"); null when it names at most one. A move may name one where the appointment is and
 * one where it goes.
 */
function moreThanOneDay(action: Exclude<Action, 'several'>, text: string, today: LocalDate): string[] | null {
  const split = action === 'move' ? splitMove(text, today) : null;
  for (const part of split ? [split.from, split.to] : [text]) {
    const days = dayMentions(part);
    if (days.length > 1) return days;
  }
  return null;
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

/** A word of the day a sentence names: a weekday, a month, "tomorrow", "week". */
const DAY_WORD =
  '(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|today|tonight|tomorrow|week|month)';

/** True when a word the stand-in did not follow stands right before or after a word of the day ("nxet friday"). */
function besideADay(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`\b${escaped}\s+${DAY_WORD}\b|\b${DAY_WORD}\s+${escaped}\b`, 'i').test(text);
}

/** A day and time alone: what answers the question about a booking's day, which completes its sentence. */
const WHEN_EXAMPLES = ['tomorrow at 2pm', 'on 3 December at 10:00'] as const;

/**
 * The question asked about a part of a request that could not be read, with two things to say that it acts on: a day
 * and time alone for a booking (`bare-answer.ts` completes it), a whole request of the same kind for anything else.
 */
function askAbout(unread: string, today: LocalDate, examples: readonly [string, string] = WHEN_EXAMPLES): string {
  const passed = passedDay(unread, today);
  if (passed) return passed.question;
  return `I could not read "${unread}" for sure, so I have not done anything. Which day and time do you mean? For example: "${examples[0]}" or "${examples[1]}".`;
}

/** What was understood, why nothing was done, and two requests it would act on. */
function explain(
  action: Exclude<Action, 'several'>,
  text: string,
  today: LocalDate,
  why: string,
  withDate = true,
): string {
  const reason = /^I\b/.test(why) ? why : `${why.charAt(0).toLowerCase()}${why.slice(1)}`;
  const [first, second] = EXAMPLES[action];
  return `${understood(action, text, today, withDate).slice(0, -1)}. But ${reason} I act on plain requests such as "${first}" or "${second}".`;
}
