import { addDays, type LocalDate, parseLocalDate, WEEKDAYS, weekdayOf } from '@scheduling-agent/clock';

/** A date found in a sentence, and the words that named it (for echoing back: "tomorrow"). */
export interface FoundDate {
  readonly date: LocalDate;
  readonly phrase: string;
}

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
const MONTH_PATTERN = `(${MONTHS.map((month) => `${month}|${month.slice(0, 3)}`).join('|')})\\.?`;
const WEEKDAY_PATTERN = `(${WEEKDAYS.map((day) => day.toLowerCase()).join('|')}|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)`;

// #region resolve-date
/**
 * Finds a date in everyday English, resolved against `today`: "today", "tomorrow", "the day after tomorrow",
 * "in 3 days", "Friday" (the next Friday, or today if it is Friday), "next Friday" (the first Friday after today),
 * "next week" (next Monday), "2026-11-23", "23 November", "Nov 23". Returns null when there is none.
 */
export function findDate(sentence: string, today: LocalDate): FoundDate | null {
  const text = sentence.toLowerCase();
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text);
  if (iso) {
    const date = parseLocalDate(iso[1]!);
    if (date) return { date, phrase: iso[1]! };
  }
  if (/\bday after tomorrow\b/.test(text)) return { date: addDays(today, 2), phrase: 'the day after tomorrow' };
  if (/\btomorrow\b/.test(text)) return { date: addDays(today, 1), phrase: 'tomorrow' };
  if (/\byesterday\b/.test(text)) return { date: addDays(today, -1), phrase: 'yesterday' };
  if (/\b(today|tonight)\b/.test(text)) return { date: today, phrase: 'today' };
  const inDays = /\bin (\d{1,3}|a|one|two|three) days?\b/.exec(text);
  if (inDays) return { date: addDays(today, wordNumber(inDays[1]!)), phrase: inDays[0] };
  const weekday = new RegExp(`\\b(next |this |on |coming )?${WEEKDAY_PATTERN}\\b`).exec(text);
  if (weekday) return resolveWeekday(weekday, today);
  if (/\bnext week\b/.test(text)) return { date: nextWeekday(today, 1, false), phrase: 'next week' };
  return findMonthDay(text, today);
}
// #endregion resolve-date

function resolveWeekday(match: RegExpExecArray, today: LocalDate): FoundDate {
  const name = match[2]!;
  const target = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(name.slice(0, 3)));
  const strictlyAfter = match[1]?.trim() === 'next';
  const date = nextWeekday(today, target, !strictlyAfter);
  return { date, phrase: `${strictlyAfter ? 'next ' : ''}${WEEKDAYS[target]}` };
}

function nextWeekday(today: LocalDate, target: number, includeToday: boolean): LocalDate {
  let offset = (target - weekdayOf(today) + 7) % 7;
  if (offset === 0 && !includeToday) offset = 7;
  return addDays(today, offset);
}

function findMonthDay(text: string, today: LocalDate): FoundDate | null {
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${MONTH_PATTERN}`).exec(text);
  const monthFirst = new RegExp(`\\b${MONTH_PATTERN} (\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(text);
  const match = dayFirst ?? monthFirst;
  if (!match) return null;
  const day = Number(dayFirst ? match[1] : match[2]);
  const monthName = (dayFirst ? match[2] : match[1])!;
  const month = MONTHS.findIndex((name) => name.startsWith(monthName.slice(0, 3))) + 1;
  let year = today.year;
  if (month < today.month || (month === today.month && day < today.day)) year++;
  const date = parseLocalDate(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  return date ? { date, phrase: match[0] } : null;
}

function wordNumber(word: string): number {
  return { a: 1, one: 1, two: 2, three: 3 }[word] ?? Number(word);
}

/** A time of day found in a sentence, 24-hour. */
export interface FoundTime {
  readonly hour: number;
  readonly minute: number;
}

/**
 * Finds a time: "10am", "3:30 pm", "15:00", "noon", "midday", "at 3" (a bare hour from 1 to 7 is taken as
 * afternoon, since that is when appointments are). Returns null when there is none.
 */
export function findTime(sentence: string): FoundTime | null {
  const text = sentence.toLowerCase();
  if (/\b(noon|midday)\b/.test(text)) return { hour: 12, minute: 0 };
  const withMeridiem = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\b/.exec(text);
  if (withMeridiem) {
    const hour = Number(withMeridiem[1]) % 12;
    const minute = Number(withMeridiem[2] ?? 0);
    if (hour > 12 || minute > 59) return null;
    return { hour: withMeridiem[3] === 'p' ? hour + 12 : hour, minute };
  }
  const clock = /\b([01]?\d|2[0-3]):([0-5]\d)\b/.exec(text);
  if (clock) return { hour: Number(clock[1]), minute: Number(clock[2]) };
  const bare = /\bat (\d{1,2})(?!\d|:|\s*(?:min|hour|day))\b/.exec(text);
  if (bare) {
    const hour = Number(bare[1]);
    if (hour > 23) return null;
    return { hour: hour >= 1 && hour <= 7 ? hour + 12 : hour, minute: 0 };
  }
  return null;
}

/** A duration: "for an hour", "for 45 minutes", "for 1.5 hours", "for 90 min". Minutes, or null. */
export function findDuration(sentence: string): number | null {
  const text = sentence.toLowerCase();
  if (/\bfor (an|one) hour\b/.test(text)) return 60;
  if (/\bfor (a )?half (an )?hour\b/.test(text)) return 30;
  const hours = /\bfor (\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)\b/.exec(text);
  if (hours) return Math.round(Number(hours[1]) * 60);
  const minutes = /\bfor (\d+) ?(?:minutes?|mins?|m)\b/.exec(text);
  if (minutes) return Number(minutes[1]);
  return null;
}
