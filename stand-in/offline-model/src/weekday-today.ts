import { addDays, describeDate, type LocalDate, WEEKDAYS, weekdayOf } from '@scheduling-agent/clock';

/**
 * Today's weekday by name, with nothing to say which week: "Sunday" said on a Sunday, "gym sunday 10am". Today, or a
 * week today? People mean either, so the stand-in asks (issue 35). "today", "this Sunday", "next Sunday", "Sunday
 * week", "a week on Sunday", "every Sunday" and "the first Sunday of …" say which (or are read elsewhere), and a quoted
 * title is only a name.
 */
const NOT_THIS_WEEK =
  'next|last|past|previous|this|every|each|coming|first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|week|week on|week after next|week after next on';
const TODAY_BY_NAME = (name: string) =>
  new RegExp(String.raw`(?<!\b(?:${NOT_THIS_WEEK})\s+)\b${name}\b(?!\s+(?:week|of)\b)`);

const SHORT = ['mon', 'tues', 'tue', 'wed', 'thurs', 'thur', 'thu', 'fri', 'sat', 'sun'];

/** The weekday's name as said, when it is today's and says nothing of which week; null otherwise. */
export function todayByName(text: string, today: LocalDate): string | null {
  const day = WEEKDAYS[weekdayOf(today)]!.toLowerCase();
  // The short forms `findDate` reads: "sun", "tues", "thurs".
  const name = `(?:${day}|${SHORT.filter((short) => day.startsWith(short)).join('|')})`;
  const match = TODAY_BY_NAME(name).exec(text.replace(/"[^"]*"/g, ' '));
  return match ? match[0] : null;
}

/** The question for today's weekday by name: which of the two days, and what to say for each. */
export function todayOrNextWeek(said: string, today: LocalDate): string {
  const [now, later] = [describeDate(today), describeDate(addDays(today, 7))];
  return `"${said}" could be today (${now}) or ${later}, so I have not done anything. Which do you mean: today, or next ${WEEKDAYS[weekdayOf(today)]}?`;
}
