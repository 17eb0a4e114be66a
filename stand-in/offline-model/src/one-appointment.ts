import { findDuration } from './durations.ts';
import { digitsForNumberWords } from './number-words.ts';
import { MANY_WORDS } from './request-words.ts';
import { SHARED_MERIDIEM } from './times.ts';

/** The shortest appointment the stand-in books or moves to; anything shorter is a slip ("for 0 minutes"). */
const SHORTEST_MINUTES = 5;

/** "every Monday", "daily", "on Mondays": a repeat, where the tools book one appointment. */
const REPEAT =
  /\b(?:(?:every|each)(?:\s+other)?(?:\s+(?:day|week|month|morning|afternoon|evening|night|weekday|(?:mon|tues|wednes|thurs|fri|satur|sun)day))?|daily|weekly|fortnightly|monthly|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days|recurring|repeating|regularly)\b/i;

/** "book two meetings", "schedule a couple of calls": a count, where the tools book one appointment per call. */
const COUNT =
  /\b(?:book|schedule|add|set up|arrange|make|create|put in|plan|move|reschedule)\s+(?:me\s+|us\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten|both|a couple of|couple of|a few|a pair of|several|multiple|some)\s+(?!(?:minutes?|mins?|hours?|hrs?|days?|weeks?)\b)(?:[a-z-]+\s+)?[a-z]+s\b/i;

/**
 * "before 11am", "after 3pm", "by 3pm", "from 3pm onwards": a stretch of the day, not an hour. "ten after three" is a
 * time, and "back by 30 minutes" a shift.
 */
const WINDOW =
  /(?<!\b(?:\d{1,2}|five|ten|fifteen|twenty|twenty[- ]five|quarter|half)[- ](?:minutes? )?)\b(?:before|after|by|until|till|no later than|no earlier than|earlier than|later than)\s+(?!\d+\s*(?:minutes?|mins?|hours?|hrs?)\b)(?:\d{1,2}(?:[:.]\d\d)?(?:\s*[ap]\.?m\b\.?)?|noon|midday|lunch|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|\b(?:onwards|or later|or earlier|at the (?:latest|earliest))\b/i;

/** "between 2 and 3pm", "sometime between …": a range read for sure only when both ends say am or pm. */
const BETWEEN = /\bbetween\s+(\S+)\s+(?:and|&)\s+(\S+)/i;
const SURE_END = /^\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\.?$|^\d{1,2}[:.]\d\d$|^(?:noon|midday)$/i;

/** "this week", "next week" with no day of it: which day is the person's to say. (With another day named, the rule
 * for more than one day asks.) */
const WEEK = /\b(?:(?:some ?time|any ?time|early|late|later)\s+)?(?:this|next|the following|the coming|coming) week\b/i;
const DAY_NAMED =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)(?:[a-z]*)\b|\b(?:today|tomorrow|tonight)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b/i;

/** Hours a part of the day allows (start inclusive, end exclusive), for a part said next to an hour. */
const PART_HOURS: Readonly<Record<string, readonly [number, number]>> = {
  morning: [5, 12],
  afternoon: [12, 18],
  evening: [17, 24],
  tonight: [17, 24],
  night: [18, 24],
};
const PART_THEN_HOUR =
  /\b(morning|afternoon|evening|tonight|night)\s+(?:at\s+)?(\d{1,2})(?:[:.]\d\d)?\s*([ap])?\.?m?\b(?!\s*(?:minutes?|mins?|hours?))/i;
const HOUR_THEN_PART =
  /\bat\s+(\d{1,2})(?:[:.]\d\d)?\s*([ap])?\.?m?\s+(?:(?:on\s+)?(?:tomorrow|today|this|[a-z]+day)\s+)?(morning|afternoon|evening|tonight|night)\b/i;

/**
 * Why a booking or a move is not one appointment the tools can make in one call, or null when it may be: a repeat, a
 * count, a stretch of time instead of an hour, a range it cannot read for sure, "next week" with no day, an hour its
 * part of the day contradicts ("tonight at 4"), or a length under five minutes. A cancellation is checked only for
 * "next week" with no day and a count: "cancel everything after 3pm" and "delete every appointment on Wednesday" are
 * ranges the cancel-many rule reads.
 */
export function oneAppointmentDoubt(action: 'book' | 'cancel' | 'move', frame: string): OneAppointmentDoubt | null {
  const text = digitsForNumberWords(frame);
  const repeat = action === 'cancel' ? undefined : REPEAT.exec(text)?.[0];
  if (repeat) return { why: 'I book one appointment at a time, not a repeating one', unread: repeat };
  const count = COUNT.exec(frame)?.[1];
  if (count) return { why: 'I book or change one appointment at a time, not several', unread: count };
  const week = WEEK.exec(text)?.[0];
  if (week && !DAY_NAMED.test(text) && !(action === 'cancel' && MANY_WORDS.test(text))) {
    return { why: `"${week}" does not say which day`, unread: week };
  }
  if (action === 'cancel') return null;
  const window = WINDOW.exec(text)?.[0].trim();
  if (window) return { why: `"${window}" is a stretch of time, not the hour to start`, unread: window };
  const between = BETWEEN.exec(text);
  if (between && !sureRange(between, text)) {
    return { why: `I could not tell for sure when "${between[0]}" starts and ends`, unread: between[0] };
  }
  const clash = partClash(text);
  if (clash) return { why: `"${clash}" names a part of the day the hour is not in`, unread: clash };
  const minutes = findDuration(frame);
  if (minutes !== null && minutes < SHORTEST_MINUTES) {
    return { why: `${minutes} minutes is too short for an appointment (the shortest I book is ${SHORTEST_MINUTES})` };
  }
  return null;
}

/** Why a request is not one appointment, and the words of it that were not read (left out of the echo). */
export interface OneAppointmentDoubt {
  readonly why: string;
  readonly unread?: string;
}

/**
 * True when "between A and B" reads for sure as a start and an end: both ends say am or pm (or are 24-hour), or the
 * second's am or pm carries to an earlier first hour ("between 2 and 3pm"), and nothing makes it a window to fit
 * something into ("sometime between", a length of its own).
 */
function sureRange(between: RegExpExecArray, text: string): boolean {
  if (/\b(?:some ?time|any ?time|whenever)\b/i.test(text) || findDuration(text) !== null) return false;
  const [first, second] = [between[1]!, between[2]!.replace(/[.,!?]+$/, '')];
  if (SURE_END.test(first) && SURE_END.test(second)) return true;
  const shared = SHARED_MERIDIEM.exec(between[0].toLowerCase());
  return shared !== null && Number(shared[2]) >= 1 && Number(shared[2]) < Number(shared[3]) && Number(shared[3]) <= 12;
}

/** "tonight at 4", "tomorrow morning at 4pm": a part of the day no reading of the hour falls in. */
function partClash(text: string): string | null {
  const first = PART_THEN_HOUR.exec(text);
  const second = first ? null : HOUR_THEN_PART.exec(text);
  const [part, hour, meridiem] = first
    ? [first[1]!, Number(first[2]), first[3]]
    : second
      ? [second[3]!, Number(second[1]), second[2]]
      : [null, 0, undefined];
  if (!part || hour > 23) return null;
  const [from, to] = PART_HOURS[part.toLowerCase()]!;
  const readings =
    meridiem === undefined
      ? hour > 12
        ? [hour]
        : [hour % 12, (hour % 12) + 12]
      : [(hour % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0)];
  if (readings.some((reading) => reading >= from && reading < to)) return null;
  return (first ?? second)![0].trim();
}
