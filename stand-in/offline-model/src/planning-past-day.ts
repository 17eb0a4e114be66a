import { addDays, formatDate, type LocalDate, parseLocalDate, WEEKDAYS } from '@scheduling-agent/clock';
import { findDate } from './natural-dates.ts';
import { listStep } from './planning-cancel.ts';
import type { Plan } from './planning-step.ts';

/** "what was on the 18th?", "what did I have on Wednesday?", "was I busy last Friday?": a question about a day gone by. */
const PAST_QUESTION =
  /^\s*(?:what (?:was|were) (?:on|booked|in (?:my|the) (?:calendar|diary))|what did i have|what had i (?:got|on)|did i have anything|was there anything|was i busy)\b/i;
const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/**
 * A question in the past tense about a day: list the day gone by that it names. The rules read "the 18th", "Wednesday"
 * and "18 November" as days to come; said in the past tense, each is the last one before today (asked on 23
 * November, the 18th is 18 November, not 18 December). A day that is still to come however it is read ("next
 * Friday", "tomorrow") is asked about, with no day stated. Read only; nothing is changed.
 */
export const pastDayPlan: Plan = (turn, context) => {
  if (!PAST_QUESTION.test(context.text)) return null;
  const found = findDate(context.text, context.now);
  if (!found) return null;
  const day = dayGoneBy(context.text, found.date, found.phrase, context.now);
  if (day) return listStep(turn, [{ date: formatDate(day) }]);
  return {
    answer: `You asked about a day gone by, but "${found.phrase}" is still to come, so I have not looked. Which day do you mean? For example: "what was on the 18th?" or "what did I have last Friday?".`,
  };
};

/** The day as read if it has come; else the same day a week, month or year earlier, by how it was said; else null. */
function dayGoneBy(text: string, date: LocalDate, phrase: string, today: LocalDate): LocalDate | null {
  if (formatDate(date) <= formatDate(today)) return date;
  const said = phrase.toLowerCase();
  // "this Wednesday", "next Friday": said as a day to come, whatever the tense.
  if (
    (WEEKDAYS as readonly string[]).includes(phrase) &&
    !/\b(?:this|next|coming)\s+(?:mon|tue|wed|thu|fri|sat|sun)/i.test(text)
  ) {
    return addDays(date, -7);
  }
  if (/^(?:on )?the \d{1,2}(?:st|nd|rd|th)$/.test(said)) {
    const month = date.month === 1 ? { year: date.year - 1, month: 12 } : { year: date.year, month: date.month - 1 };
    return dayIn(month.year, month.month, date.day);
  }
  if (MONTH_NAME.test(said) && !/\d{4}/.test(said)) return dayIn(date.year - 1, date.month, date.day);
  return null;
}

/** That day, or null when the month has no such day (the 31st of November). */
function dayIn(year: number, month: number, day: number): LocalDate | null {
  const pad = (value: number) => String(value).padStart(2, '0');
  const parsed = parseLocalDate(`${year}-${pad(month)}-${pad(day)}`);
  return parsed && parsed.day === day ? parsed : null;
}
