import { addDays, describeDate, formatDate, type LocalDate, parseLocalDate } from '@scheduling-agent/clock';
import * as chrono from 'chrono-node/en';
import type { FoundDate } from './natural-dates.ts';

/** Any reference will do: only what the sentence itself states (day, month, year) is read from chrono's result. */
const REFERENCE = new Date(2026, 0, 5, 12, 0);

const ORDINAL_DAY = /\b(?:on )?the (\d{1,2})(?:st|nd|rd|th)\b(?: of (this|next) month\b)?/;
const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?![a-z])/;
const SLASH_DATE = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?\b/;

/**
 * A date the sentence states outright: ISO (`2026-12-01`), a month and day with or without a year ("3 December",
 * "Dec 3rd 2027", read by chrono-node), a slash date that can only be read one way ("24/11" is the 24th of November;
 * "11/5" could be 11 May or 5 November, so it is not read), or "the 12th" of this month (next month once it has
 * passed; "the 8th of this month" is this month's, even when it has passed). Without a year, the next such day from
 * today. A month with no day ("in December") is not a date.
 */
export function findExplicitDate(text: string, today: LocalDate): FoundDate | null {
  const found = readExplicitDate(text, today);
  return found ? { date: found.date, phrase: found.phrase } : null;
}

/**
 * A date as {@link findExplicitDate} reads it, and whether it was given without a year and so moved to next year
 * (`movedOn`), or as a bare day number that has passed this month and so moved to next month (`nextMonth`).
 */
type ExplicitDate = FoundDate & { readonly movedOn?: boolean; readonly nextMonth?: boolean };

/**
 * How far ahead a day said without a year may be before it is more likely one that has just gone: "5 January" said in
 * November is next January, "3 November" said on the 23rd is most likely a slip, or the past.
 */
const HALF_A_YEAR = 183;

/**
 * A day and month said without a year that has passed this year not long ago ("3 November" said on 23 November): the
 * words, and the day next year they would otherwise be read as. Asked about rather than moved to next year in silence.
 */
export function passedThisYear(text: string, today: LocalDate): { phrase: string; next: LocalDate } | null {
  const found = readExplicitDate(text, today);
  if (!found?.movedOn || formatDate(found.date) <= formatDate(addDays(today, HALF_A_YEAR))) return null;
  return { phrase: found.phrase, next: found.date };
}

/** The question for a day {@link passedThisYear} found: "3 November has passed this year; did you mean …?" */
export function passedThisYearQuestion(passed: { phrase: string; next: LocalDate }): string {
  // "Tuesday, 2 November 2027" without its weekday and year: the day as the person said it.
  const dayAndMonth = describeDate(passed.next)
    .replace(/^\w+, /, '')
    .replace(/ \d{4}$/, '');
  return `${dayAndMonth} has passed this year, so I have not done anything. Did you mean ${describeDate(passed.next)}? If so, say "${dayAndMonth} ${passed.next.year}".`;
}

/**
 * How far ahead a bare day number may be before it is more likely one that has just gone: "the 3rd" said on the 23rd
 * is next month's, "the 20th" said on the 23rd is most likely a slip, or the past.
 */
const HALF_A_MONTH = 15;

/**
 * A bare day number that has passed this month not long ago ("the 20th" said on 23 November): the words, and the day
 * next month they would otherwise be read as. Asked about rather than moved to next month in silence.
 */
export function passedThisMonth(text: string, today: LocalDate): { phrase: string; next: LocalDate } | null {
  const found = readExplicitDate(text, today);
  if (!found?.nextMonth || formatDate(found.date) <= formatDate(addDays(today, HALF_A_MONTH))) return null;
  return { phrase: found.phrase, next: found.date };
}

/** The question for a day {@link passedThisMonth} found: "The 20th has passed this month; did you mean …?" */
function passedThisMonthQuestion(passed: { phrase: string; next: LocalDate }): string {
  const ordinal = passed.phrase.replace(/^on /, '');
  // "Sunday, 20 December 2026" without its weekday and year: enough to answer with, and read whole.
  const dayAndMonth = describeDate(passed.next)
    .replace(/^\w+, /, '')
    .replace(/ \d{4}$/, '');
  return `${ordinal.charAt(0).toUpperCase()}${ordinal.slice(1)} has passed this month, so I have not done anything. Did you mean ${describeDate(passed.next)}? If so, say "${dayAndMonth}".`;
}

/**
 * A day said without its year or month that has passed not long ago ({@link passedThisYear}, {@link passedThisMonth}),
 * with the question to ask about it; null when there is none.
 */
export function passedDay(text: string, today: LocalDate): { phrase: string; question: string } | null {
  const year = passedThisYear(text, today);
  if (year) return { phrase: year.phrase, question: passedThisYearQuestion(year) };
  const month = passedThisMonth(text, today);
  return month ? { phrase: month.phrase, question: passedThisMonthQuestion(month) } : null;
}

function readExplicitDate(text: string, today: LocalDate): ExplicitDate | null {
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (iso) {
    const date = parseLocalDate(iso[1]!);
    return date ? { date, phrase: iso[1]! } : null;
  }
  const slash = readSlashDate(text, today);
  if (slash && 'date' in slash) return slash;
  const named = chrono.parse(text, REFERENCE).find(
    // "the end of December" is a range's end (`findEndOf`), not the 31st.
    (result) =>
      result.start.isCertain('day') &&
      result.start.isCertain('month') &&
      MONTH_NAME.test(result.text) &&
      !/\bend of\b/.test(text.slice(Math.max(0, result.index - 7), result.index + result.text.length)),
  );
  if (named) {
    const day = named.start.get('day')!;
    const month = named.start.get('month')!;
    const year = named.start.isCertain('year') ? named.start.get('year')! : null;
    const date = year ? dateOf(year, month, day) : nextOccurrence(today, month, day);
    return date ? { date, phrase: named.text.trim(), movedOn: !year && date.year > today.year } : null;
  }
  const ordinal = ORDINAL_DAY.exec(text);
  if (ordinal) {
    const day = Number(ordinal[1]);
    // "of this month" or "of next month" as said; else this month until the day has passed, then next month. A day
    // the month lacks ("the 31st" in November) is not read.
    const next = ordinal[2] === 'next' || (!ordinal[2] && day < today.day);
    const month = next ? (today.month % 12) + 1 : today.month;
    const year = month < today.month ? today.year + 1 : today.year;
    const date = dateOf(year, month, day);
    return date ? { date, phrase: ordinal[0].trim(), nextMonth: next && !ordinal[2] } : null;
  }
  return null;
}

/** A slash date: the date when it can be read only one way, `ambiguous` when it could be either, else null. */
export function readSlashDate(text: string, today: LocalDate): ExplicitDate | { ambiguous: string } | null {
  const match = SLASH_DATE.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = match[3] ? Number(match[3].length === 2 ? `20${match[3]}` : match[3]) : null;
  const readings = [
    ...(second <= 12 ? [{ day: first, month: second }] : []),
    ...(first <= 12 && first !== second ? [{ day: second, month: first }] : []),
  ].filter(({ day, month }) => dateOf(year ?? today.year, month, day) !== null);
  if (readings.length !== 1) return readings.length > 1 ? { ambiguous: match[0] } : null;
  const { day, month } = readings[0]!;
  const date = year ? dateOf(year, month, day) : nextOccurrence(today, month, day);
  return date ? { date, phrase: match[0], movedOn: !year && date.year > today.year } : null;
}

function nextOccurrence(today: LocalDate, month: number, day: number): LocalDate | null {
  const passed = month < today.month || (month === today.month && day < today.day);
  return dateOf(passed ? today.year + 1 : today.year, month, day);
}

function dateOf(year: number, month: number, day: number): LocalDate | null {
  return parseLocalDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}
