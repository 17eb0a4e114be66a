import { addDays, type LocalDate, WEEKDAYS, weekdayOf } from '@scheduling-agent/clock';
import * as chrono from 'chrono-node/en';
import { findExplicitDate, passedDay, readSlashDate } from './explicit-dates.ts';
import { WEEK_AFTER_NEXT_DAY } from './natural-dates.ts';
import { findNthWeekday } from './nth-weekday.ts';
import { SPOKEN_YEAR_WORDS } from './number-words.ts';
import { prepare } from './prepare-text.ts';
import { slipBeforeADay } from './spelling.ts';
import { timesIn, unsureTime, withBritishHalf } from './times.ts';

const REFERENCE = new Date(2026, 0, 5, 12, 0);
const MONTH =
  /\b(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b/;
/** Days and times the stand-in has no rule for: it asks rather than guess. */
const UNKNOWN_WHEN =
  /\b(christmas|xmas|easter|thanksgiving|halloween|new year'?s?|weekend|fortnight|midnight|lunch ?time|after work|end of\b|(?:this|next|last) month|(?:this|next) year|sometime|some time|later|soon|asap|early|late|or so|or thereabouts|ish|week after next|(?:around|about|roughly|approximately) (?:today|tonight|tomorrow|(?:next |this )?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|the \d{1,2}(?:st|nd|rd|th)))\b/;
/**
 * Days said relative to another that people read two ways, or that name no day on their own: "Wednesday after next"
 * (said on a Monday, 2 or 9 December?), "the Thursday after this one", "the Wednesday before next", "the following
 * Friday", "the Wednesday after" (after what?), "Tuesday next" (this week's or next week's?). The stand-in asks rather
 * than pick one. "Wednesday after 3pm" is a time of day, read elsewhere.
 */
const RELATIVE_TO = '(?:next|last|this(?: one)?|that(?: one)?|the next(?: one)?)';
const DAY_AFTER_ANOTHER = new RegExp(
  `\\b(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.? (?:after|before)(?: ${RELATIVE_TO})?\\b(?! (?:\\d|noon|midday|lunch|work))|` +
    `(?:after|before) ${RELATIVE_TO}\\b|(?:the )?following\\b|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.? next\\b(?! (?:week|month|year)\\b)|\\bweek after\\b(?! next\\b))`,
);
const OFFSET =
  /\b(?:\d{1,3}|an?) (?:days?|weeks?) (?:from|after|before) (?:today|now|tomorrow|yesterday|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/g;
/**
 * A time in another zone ("9:00 PST", an ISO time with an offset), or a range of dates with a dash ("10 August - 12
 * September 2013", whose year may belong to both): read in the wrong zone or half read, so asked about.
 */
const ZONE_OR_DASHED_RANGE = new RegExp(
  String.raw`\b(?:pst|pdt|est|edt|cst|cdt|mst|mdt|akst|hst|jst|kst|utc|gmt|bst|cet|cest|eet|aest|aedt|ist)\b|\d{4}-\d{2}-\d{2}t\d|` +
    String.raw`\b\d{1,2}(?:st|nd|rd|th)? ${'(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*'}\.?\s*[-–]\s*\d|` +
    String.raw`\b${'(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*'}\.? \d{1,2}(?:st|nd|rd|th)?\s*[-–]\s*[a-z]{3}`,
);
/** A year said in words that is not right after a day and month, so it was not read as the date's year. */
const SPOKEN_YEAR = new RegExp(`\\b${SPOKEN_YEAR_WORDS}\\b`);
/** "the 8th of this month": read by `findExplicitDate`, so "this month" in it is no unknown day. */
const OF_THIS_MONTH = /\b((?:on )?the \d{1,2}(?:st|nd|rd|th)) of (?:this|next) month\b/g;
/** What the readers understand, blanked out before looking for what is left. */
const READ = [
  /\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\b\.?/g,
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\bin (?:\d{1,3}|a) (?:days?|weeks?)\b/g,
  /\b(?:on )?the \d{1,2}(?:st|nd|rd|th)\b/g,
  /\b\d{1,2}:\d{2}\b/g,
  /\b(?:at|from|to|until|till|between|and|after|before|by) \d{1,2}\b/g,
];

/**
 * The part of a request about when that the stand-in could not read for sure, so it asks instead of guessing: a
 * number left over after every date, time and length is read ("at 1430", "on the 31st" in November), a slash date
 * that reads two ways ("11/5"), a month with no day ("in December", which chrono would read as the 1st), a day it has
 * no rule for ("at Christmas", "this weekend"), or a weekday that is not the date given ("Monday the 1st"). Null
 * when everything was read.
 */
export function findUnreadPart(sentence: string, today: LocalDate): string | null {
  // An offset ("2 weeks from tomorrow") is read whole, before chrono takes its number apart from its day.
  let text = withBritishHalf(prepare(sentence))
    .replace(OFFSET, (match) => ' '.repeat(match.length))
    .replace(WEEK_AFTER_NEXT_DAY, (match) => ' '.repeat(match.length))
    .replace(OF_THIS_MONTH, (match, ordinal: string) => ordinal.padEnd(match.length));
  // "the last Friday of the month" is read whole, or asked about when that day has gone.
  const nth = findNthWeekday(text, today);
  if (nth?.past) return nth.phrase;
  if (nth) text = text.replace(nth.phrase, ' '.repeat(nth.phrase.length));
  const slash = readSlashDate(text, today);
  if (slash && 'ambiguous' in slash) return slash.ambiguous;
  const unknown =
    UNKNOWN_WHEN.exec(text) ??
    DAY_AFTER_ANOTHER.exec(text) ??
    unsureTime(text) ??
    ZONE_OR_DASHED_RANGE.exec(text) ??
    SPOKEN_YEAR.exec(text);
  if (unknown) return unknown[0];
  const slip = slipBeforeADay(text);
  if (slip) return slip;
  // "3 November" or "the 20th" said on the 23rd: this year's or this month's has gone, and the next may not be meant.
  const passed = passedDay(text, today);
  if (passed) return passed.phrase;
  // "until 5pm" with no start: when it ends is not when it begins.
  const endOnly = /\b(?:until|till|by) \d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\b)?/.exec(text);
  if (endOnly && !/\b(?:from|between)\b/.test(text)) return endOnly[0];
  const ordinal = /\b(?:on )?the \d{1,2}(?:st|nd|rd|th)\b/.exec(text);
  if (ordinal && !findExplicitDate(text, today)) return ordinal[0];
  const clash = weekdayClash(text, today);
  if (clash) return clash;
  const next = nextThisWeek(text, today);
  if (next) return next;
  const month = MONTH.exec(text);
  if (month && !findExplicitDate(text, today)) return month[0];
  for (const result of chrono.parse(text, REFERENCE)) {
    const dated = result.start.isCertain('day') && result.start.isCertain('month') && MONTH.test(result.text);
    if (dated) text = blank(text, result.index, result.text.length);
  }
  for (const result of timesIn(text)) text = blank(text, result.index, result.text.length);
  if (slash) text = text.replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/, ' ');
  for (const pattern of READ) text = text.replace(pattern, (match) => ' '.repeat(match.length));
  const number = /\S*\d\S*/.exec(text);
  return number ? number[0] : null;
}

function blank(text: string, index: number, length: number): string {
  return `${text.slice(0, index)}${' '.repeat(length)}${text.slice(index + length)}`;
}

/**
 * "next Tuesday" said on a Monday: tomorrow, or the Tuesday of next week? When the first such day after today is
 * still in this week (Monday to Sunday), or is tomorrow, people mean either, so both readings are given (the phrase,
 * and each day).
 */
export function nextWeekdayReadings(
  sentence: string,
  today: LocalDate,
): { phrase: string; dates: readonly [LocalDate, LocalDate] } | null {
  const match = /\bnext (mon|tue|wed|thu|fri|sat|sun)[a-z]*\b/.exec(prepare(sentence));
  if (!match) return null;
  const target = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(match[1]!));
  const daysLeftThisWeek = (7 - weekdayOf(today)) % 7;
  const offset = (target - weekdayOf(today) + 7) % 7 || 7;
  // Said the day before ("next Monday" on a Sunday), it may skip tomorrow to the week after, too (issue 35).
  if (offset > daysLeftThisWeek && offset !== 1) return null;
  return { phrase: match[0], dates: [addDays(today, offset), addDays(today, offset + 7)] };
}

function nextThisWeek(text: string, today: LocalDate): string | null {
  return nextWeekdayReadings(text, today)?.phrase ?? null;
}

function weekdayClash(text: string, today: LocalDate): string | null {
  const explicit = findExplicitDate(text, today);
  if (!explicit) return null;
  const named = WEEKDAYS.find((day) => new RegExp(`\\b${day.toLowerCase().slice(0, 3)}[a-z]*\\b`).test(text));
  if (!named || WEEKDAYS[weekdayOf(explicit.date)] === named) return null;
  return `${named} ${explicit.phrase}`;
}
