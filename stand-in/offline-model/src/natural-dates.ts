import { addDays, type LocalDate, WEEKDAYS, weekdayOf } from '@scheduling-agent/clock';
import { findDuration } from './durations.ts';
import { findExplicitDate } from './explicit-dates.ts';
import { findNthWeekday } from './nth-weekday.ts';
import { prepare } from './prepare-text.ts';
import { findTimeRange } from './times.ts';

export { findDuration } from './durations.ts';
export { type FoundTime, findTime, findTimeRange } from './times.ts';

/** How long the appointment is: a length it names ("for 90 minutes"), else the span of a range ("from 2 to 4"). */
export function findLength(sentence: string): number | null {
  const named = findDuration(sentence);
  // A length of 0 goes to the calendar as said, so its refusal explains, rather than the default taking its place.
  if (named !== null) return named;
  const range = findTimeRange(sentence);
  if (!range?.end) return null;
  return range.end.hour * 60 + range.end.minute - (range.start.hour * 60 + range.start.minute);
}

/** A date found in a sentence, and the words that named it (for echoing back: "tomorrow"). */
export interface FoundDate {
  readonly date: LocalDate;
  readonly phrase: string;
}

const WEEKDAY_PATTERN = `(${WEEKDAYS.map((day) => day.toLowerCase()).join('|')}|mon|tues|tue|wed|thurs|thur|thu|fri|sat|sun)`;

// #region resolve-date
/**
 * Finds a date in everyday English, resolved against `today`. An explicit date wins over everything else:
 * "2026-11-23", "23 November 2027", "Nov 23", "24/11" (slash dates only when they cannot be read two ways), "the
 * 12th" (this month, or next month once it has passed). Then offsets ("a week from today", "Tuesday week", "the week
 * after next on Tuesday"), "today", "tonight", "tomorrow", "the day after tomorrow", "yesterday", "in 3 days", "in 2
 * weeks", "Friday" (the next Friday, or today if it is Friday), "next Friday" (the first Friday after today), "last
 * Friday" (the one before today), "next week Tuesday" or "Tuesday next week" (that day of next week), "next week"
 * (next Monday). Returns null when there is none, or when what is there cannot be read for sure (see `findUnreadPart`).
 */
export function findDate(sentence: string, today: LocalDate): FoundDate | null {
  const text = prepare(sentence);
  const nth = findNthWeekday(text, today);
  if (nth) return nth.past ? null : { date: nth.date, phrase: nth.phrase };
  const explicit = findExplicitDate(text, today);
  if (explicit) return explicit;
  const offset =
    readOffset(text, today) ??
    readWeekOn(text, today) ??
    readWeekAfterNext(text, today) ??
    readNextWeekDay(text, today);
  if (offset) return offset;
  if (/\bday after tomorrow\b/.test(text)) return { date: addDays(today, 2), phrase: 'the day after tomorrow' };
  if (/\bday before yesterday\b/.test(text)) return { date: addDays(today, -2), phrase: 'the day before yesterday' };
  if (/\btomorrow\b/.test(text)) return { date: addDays(today, 1), phrase: 'tomorrow' };
  if (/\byesterday\b/.test(text)) return { date: addDays(today, -1), phrase: 'yesterday' };
  if (/\b(today|tonight|this (morning|afternoon|evening))\b/.test(text)) return { date: today, phrase: 'today' };
  const inDays = /\bin (\d{1,3}|a) (days?|weeks?)\b/.exec(text);
  if (inDays) {
    const count = inDays[1] === 'a' ? 1 : Number(inDays[1]);
    return { date: addDays(today, inDays[2]!.startsWith('week') ? count * 7 : count), phrase: inDays[0] };
  }
  const weekday = new RegExp(`\\b(next |this |on |coming |last |past |previous )?${WEEKDAY_PATTERN}\\b`).exec(text);
  if (weekday) return resolveWeekday(weekday, today);
  if (/\bnext week\b/.test(text)) return { date: nextWeekday(today, 1, false), phrase: 'next week' };
  return null;
}
// #endregion resolve-date

/**
 * "a week from today", "2 weeks from tomorrow", "3 days from now", "a week from Wednesday", "a week before yesterday":
 * the day moved by the offset.
 */
function readOffset(text: string, today: LocalDate): FoundDate | null {
  const match = new RegExp(
    `\\b(a|an|\\d{1,3}) (days?|weeks?) (from|after|before) (today|now|tomorrow|yesterday|${WEEKDAY_PATTERN})\\b`,
  ).exec(text);
  if (!match) return null;
  const count = /^\d/.test(match[1]!) ? Number(match[1]) : 1;
  const days = (match[2]!.startsWith('week') ? count * 7 : count) * (match[3] === 'before' ? -1 : 1);
  const base = findDate(match[4]!, today);
  const from = match[4] === 'now' ? today : base?.date;
  return from ? { date: addDays(from, days), phrase: match[0] } : null;
}

/**
 * "Tuesday week", "tomorrow week", "a week today", "a week on Friday": British English for the day a week after the
 * one named (said on a Monday, "Tuesday week" is not tomorrow but the Tuesday after).
 */
function readWeekOn(text: string, today: LocalDate): FoundDate | null {
  const day = `(today|tomorrow|${WEEKDAY_PATTERN})`;
  const match = new RegExp(`\\b(?:on )?${day} week\\b|\\ba week (?:on )?${day}\\b`).exec(text);
  const named = match?.[1] ?? match?.[3];
  const base = named ? findDate(named, today) : null;
  return match && base ? { date: addDays(base.date, 7), phrase: match[0].replace(/^on /, '') } : null;
}

/**
 * "the week after next on Tuesday", "Tuesday of the week after next": a weekday two Monday-to-Sunday weeks on (said on
 * Monday 23 November, the week of 7 December). "the week after next" alone names no day, and is asked about.
 */
export const WEEK_AFTER_NEXT_DAY = new RegExp(
  `\\b(?:the )?week after next(?:,? on)? ${WEEKDAY_PATTERN}\\b|\\b(?:on )?${WEEKDAY_PATTERN},? (?:of |in )?the week after next\\b`,
);

function readWeekAfterNext(text: string, today: LocalDate): FoundDate | null {
  const match = WEEK_AFTER_NEXT_DAY.exec(text);
  const name = match?.[1] ?? match?.[2];
  if (!match || !name) return null;
  const target = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(name.slice(0, 3)));
  const mondayAfterNext = addDays(nextWeekday(today, 1, false), 7);
  return { date: addDays(mondayAfterNext, (target + 6) % 7), phrase: match[0].replace(/^on /, '') };
}

/**
 * "next week Tuesday", "Tuesday next week", "next week on Tuesday": that weekday of next Monday-to-Sunday week. Said on
 * a Monday it is not tomorrow but the Tuesday after (issue 35).
 */
const NEXT_WEEK_DAY = new RegExp(
  `\\bnext week(?:,? on)? ${WEEKDAY_PATTERN}\\b|\\b(?:on )?${WEEKDAY_PATTERN},? (?:of |in )?next week\\b`,
);

function readNextWeekDay(text: string, today: LocalDate): FoundDate | null {
  const match = NEXT_WEEK_DAY.exec(text);
  const name = match?.[1] ?? match?.[2];
  if (!match || !name) return null;
  const target = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(name.slice(0, 3)));
  return { date: addDays(nextWeekday(today, 1, false), (target + 6) % 7), phrase: match[0].replace(/^on /, '') };
}

function resolveWeekday(match: RegExpExecArray, today: LocalDate): FoundDate {
  const name = match[2]!;
  const target = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(name.slice(0, 3)));
  const word = match[1]?.trim() ?? '';
  if (['last', 'past', 'previous'].includes(word)) {
    const back = (weekdayOf(today) - target + 7) % 7 || 7;
    return { date: addDays(today, -back), phrase: `last ${WEEKDAYS[target]}` };
  }
  const strictlyAfter = word === 'next';
  const date = nextWeekday(today, target, !strictlyAfter);
  return { date, phrase: `${strictlyAfter ? 'next ' : ''}${WEEKDAYS[target]}` };
}

function nextWeekday(today: LocalDate, target: number, includeToday: boolean): LocalDate {
  let offset = (target - weekdayOf(today) + 7) % 7;
  if (offset === 0 && !includeToday) offset = 7;
  return addDays(today, offset);
}
