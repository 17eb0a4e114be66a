import { addDays, type LocalDate, parseLocalDate, weekdayOf } from '@scheduling-agent/clock';
import { prepare } from './prepare-text.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const END_OF =
  /\b(?:until|till|til|to|through|thru|up to|by) (?:the )?end of (?:(?:the |this )?(month|week|year)|next (month|week)|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b/;

/** The last day of a range a request names by its end, and the words that named it. */
export interface EndOfRange {
  readonly last: LocalDate;
  readonly phrase: string;
}

// #region end-of-range
/**
 * "until the end of December", "till the end of the month", "through the end of next week": the last day of a range
 * that runs to the end of a month, a week (Sunday) or the year. A month named alone is its next end from today (this
 * December, or next year's once December has passed). Null when the request names no such end.
 */
export function findEndOf(sentence: string, today: LocalDate): EndOfRange | null {
  const match = END_OF.exec(prepare(sentence));
  if (!match) return null;
  const [phrase, thisOne, nextOne, monthName] = match;
  const unit = thisOne ?? nextOne;
  const ahead = nextOne ? 1 : 0;
  if (unit === 'week') return { last: addDays(today, ((7 - weekdayOf(today)) % 7) + 7 * ahead), phrase };
  if (unit === 'year') return { last: { year: today.year, month: 12, day: 31 }, phrase };
  const month = monthName ? MONTHS.indexOf(monthName) + 1 : today.month + ahead;
  const year = today.year + (month < today.month ? 1 : 0) + (month > 12 ? 1 : 0);
  return { last: lastDayOf(year, ((month - 1) % 12) + 1), phrase };
}
// #endregion end-of-range

function lastDayOf(year: number, month: number): LocalDate {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(parseLocalDate(next)!, -1);
}
