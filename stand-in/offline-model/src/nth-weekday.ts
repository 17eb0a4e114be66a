import { addDays, formatDate, type LocalDate, weekdayOf } from '@scheduling-agent/clock';

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  last: -1,
  final: -1,
};
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const NTH = new RegExp(
  String.raw`\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last|final) (sun|mon|tue|wed|thu|fri|sat)[a-z]* ` +
    String.raw`(?:of|in) (the month|this month|next month|${MONTHS.join('|')})\b`,
);

/** "the last Friday of the month": the day it names, and the words that named it; `past` when that day has gone. */
export interface NthWeekday {
  readonly date: LocalDate;
  readonly phrase: string;
  readonly past: boolean;
}

/**
 * "the last Friday of the month", "the first Monday of December", "the second Wednesday of next month": counted in
 * that month (a month named without a year is the next one to come), never the nearest such weekday, which chrono
 * reads "last Friday" as. Null when the text names none. `text` is already prepared (lower case).
 */
export function findNthWeekday(text: string, today: LocalDate): NthWeekday | null {
  const match = NTH.exec(text);
  if (!match) return null;
  const [phrase, ordinal, day, monthWords] = match as unknown as [string, string, string, string];
  const { year, month } = monthOf(monthWords, today);
  const weekday = DAYS.indexOf(day);
  const count = ORDINALS[ordinal]!;
  let date: LocalDate;
  if (count > 0) {
    const first = { year, month, day: 1 };
    date = addDays(first, ((weekday - weekdayOf(first) + 7) % 7) + (count - 1) * 7);
  } else {
    const last = addDays({ year: month === 12 ? year + 1 : year, month: month === 12 ? 1 : month + 1, day: 1 }, -1);
    date = addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
  }
  return { date, phrase, past: formatDate(date) < formatDate(today) };
}

function monthOf(words: string, today: LocalDate): { year: number; month: number } {
  if (words === 'next month') {
    return today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
  }
  const named = MONTHS.indexOf(words) + 1;
  if (named === 0) return { year: today.year, month: today.month };
  return { year: named < today.month ? today.year + 1 : today.year, month: named };
}

/** "Tuesday the first": the ordinal written as a number, so it reads as "Tuesday the 1st" (a date and its weekday). */
export function withOrdinalDays(text: string): string {
  return text.replace(
    /\b((?:sun|mon|tue|wed|thu|fri|sat)[a-z]* the) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b/g,
    (_, before: string, word: string) => {
      const number =
        ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].indexOf(word) +
        1;
      return `${before} ${number}${number === 1 ? 'st' : number === 2 ? 'nd' : number === 3 ? 'rd' : 'th'}`;
    },
  );
}

/** The text with "the last Friday of the month" and "Tuesday the first" blanked: read as dates, never left over. */
export function withoutNthWeekdays(text: string): string {
  return withOrdinalDays(text.toLowerCase()).replace(new RegExp(NTH.source, 'g'), ' ');
}
