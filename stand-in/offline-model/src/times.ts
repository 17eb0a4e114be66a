import type { ParsedComponents, ParsedResult } from 'chrono-node';
import * as chrono from 'chrono-node/en';
import { prepare } from './prepare-text.ts';

/** A time of day found in a sentence, 24-hour. */
export interface FoundTime {
  readonly hour: number;
  readonly minute: number;
}

/** Any reference will do: only the hour and minute the sentence states are read. */
const REFERENCE = new Date(2026, 0, 5, 12, 0);
/** Words that put a bare hour in the evening: "tonight at 9", "dinner at nine", "drinks at 8". */
const EVENING = /\b(tonight|evening|night|dinner|supper|drinks|cocktails|party|theatre|theater|concert|cinema)\b/;
/** Words that keep a bare hour in the morning: "breakfast at 7". */
const MORNING = /\b(breakfast|brunch|morning)\b/;
/** "at 6 in the afternoon": a bare hour after noon. */
const AFTERNOON = /\bafternoon\b/;

/**
 * "gym at 6", "a run at 7": a bare 6 or 7 is as likely morning as evening, so unless a word of the sentence says which
 * (a part of the day, "dinner", "breakfast"), no time is read and the stand-in asks (issue 19, item 4). So is a bare
 * 8, 9 or 10 on the hour ("a call with mum at 8"): 08:00 and 20:00 are both inside house hours (07:00 to 23:00), and
 * picking one is a guess (issue 35). "at 11" is 11:00 (23:00 is closing time), "at 3" 15:00, "at 9:30" and "09:00"
 * as written.
 */
function dawnOrDusk(components: ParsedComponents, placed: boolean, said = ''): boolean {
  const hour = components.get('hour') ?? 0;
  if (placed || components.isCertain('meridiem')) return false;
  return hour === 6 || hour === 7 || (hour >= 8 && hour <= 10 && said !== '' && !MINUTES_OR_ZERO.test(said));
}

/** Minutes or a leading zero in a time ("8:30", "08:00"): not a bare hour. */
const MINUTES_OR_ZERO = /\d\s*[:.]\s*\d|\b0\d/;

/**
 * The bare 6 or 7 a sentence says with no word for the half of the day ("gym at 6"): its words as said, and the hour
 * it would be in the morning. Null when there is none.
 */
export function morningOrEvening(sentence: string): { readonly said: string; readonly morning: FoundTime } | null {
  const text = withMeridiemShared(withoutDates(prepare(sentence)));
  const first = timesIn(text)[0];
  const placed = EVENING.test(text) || AFTERNOON.test(text) || MORNING.test(text);
  if (!first || !dawnOrDusk(first.start, placed, first.text)) return null;
  return {
    said: first.text
      .replace(/^(?:on\s+)?\S*(?:day|tomorrow|today|tonight)\s+/, '')
      .replace(/\s+\S*(?:day|tomorrow|today|tonight|tmrw|tmw)$/, '')
      // chrono may take the next word with the hour ("at 8 on" friday): the time ends at its last digit (issue 35).
      .replace(/^(.*\d)\D*$/, '$1')
      .trim(),
    morning: { hour: first.start.get('hour') ?? 0, minute: first.start.get('minute') ?? 0 },
  };
}

/** Words that make a number a time; chrono alone reads "room 12 tomorrow" as noon. */
const TIME_MARK =
  /[ap]\.?m\b|\d[:.]\d\d|\b(noon|midday|at|from|to|until|till|by|around|between|and|tonight|evening|morning|afternoon)\b/;

/**
 * "ten to eleven" without "at" (which `digitsForNumberWords` reads as 10:50): a time before the hour, or a range from
 * one hour to the other? "ten after three": 15:10 to some, 10:00 after 3 to a reader. No time is read from either, and
 * `findUnreadPart` asks. "from 10 to 11" is a range.
 */
const MINUTES_OR_RANGE =
  /(?<!\b(?:from|between) )\b(?:5|10|20|25|five|ten|twenty(?:[- ]five)?)[- ](?:minutes )?(?:to|till|til|of|after)[- ]\d{1,2}(?:\b|(?=[ap]\.?m\b))/;

/** "at 3 and a half": half past, or a slip? "at ten to", "at 10 past": before or after which hour? */
const HOUR_HALF_SAID =
  /\bat \d{1,2} and a half\b(?! (?:hours?|hrs?|minutes?|mins?)\b)|\bat \d{1,2}[- ](?:to|till|til|past|of)\b(?![- ]?\d)/;

/**
 * "half 2": British for half past two (in German, "halb zwei" is half past one). Read only when the half of the day is
 * said ("half 2pm", "on Thursday afternoon at half 2"); else asked about, since 02:30 and 14:30 are both half 2.
 */
const BRITISH_HALF = /\bhalf (\d{1,2})(\s*[ap]\.?m\b)?(?! (?:hours?|hrs?|an?|past|day|days)\b)/;

function halfOfDaySaid(text: string): boolean {
  return EVENING.test(text) || AFTERNOON.test(text) || MORNING.test(text);
}

/** "half 2pm" as "2:30pm", "afternoon at half 2" as "afternoon at 2:30"; unplaced, left as said (and asked about). */
export function withBritishHalf(text: string): string {
  return text.replace(BRITISH_HALF, (whole, hour: string, meridiem?: string) =>
    meridiem || halfOfDaySaid(text) ? `${hour}:30${meridiem ?? ''}` : whole,
  );
}

/** The words of a time that could mean two times, or half a time, in prepared text; null when there are none. */
export function unsureTime(text: string): RegExpExecArray | null {
  const half = BRITISH_HALF.exec(text);
  if (half && !half[2] && !halfOfDaySaid(text)) return half;
  return MINUTES_OR_RANGE.exec(text) ?? HOUR_HALF_SAID.exec(text);
}

/** The times chrono-node finds in prepared text that really are times: an hour, and a word that makes it one. */
export function timesIn(text: string): ParsedResult[] {
  return chrono
    .parse(text, REFERENCE)
    .filter((result) => result.start.isCertain('hour') && TIME_MARK.test(result.text.toLowerCase()));
}

/**
 * Finds a time: "10am", "3:30 pm", "9.30am", "15:00", "noon", "ten am", "half past two", "tonight at 9" (21:00), "at
 * 3" (a bare hour from 1 to 7 is taken as afternoon, since that is when appointments are). Times are read by
 * chrono-node from the sentence with its dates and lengths left out. Returns null when there is none.
 */
export function findTime(sentence: string): FoundTime | null {
  return findTimeRange(sentence)?.start ?? null;
}

/**
 * A time that picks out an appointment already booked ("cancel the dentist at 10 on Friday"): as {@link findTime},
 * but a bare 8, 9 or 10 is read in the morning, as before issue 35. It only narrows what is looked for: an
 * appointment that is not at that time is asked about, never cancelled or moved.
 */
export function findTimeOfBooked(sentence: string): FoundTime | null {
  const found = findTime(sentence);
  if (found) return found;
  const either = morningOrEvening(sentence);
  return either && either.morning.hour >= 8 ? either.morning : null;
}

/** A start time and, when the sentence gives one ("from 2 to 4", "between 10 and 11am"), an end time. */
export function findTimeRange(sentence: string): { start: FoundTime; end: FoundTime | null } | null {
  const text = withBritishHalf(withMeridiemShared(withoutDates(prepare(sentence))));
  if (unsureTime(text)) return null;
  // Midnight is 00:00, but of which day ("tomorrow at midnight")? chrono makes "tonight at midnight" noon. No hour is
  // read from a sentence that says it, so none is stated when the stand-in asks about it.
  if (/\bmidni(?:ght|te)\b/.test(text)) return null;
  if (/\b(noon|midday)\b/.test(text) && !/\d/.test(text)) return { start: { hour: 12, minute: 0 }, end: null };
  const results = timesIn(text);
  const [first, second] = results;
  if (!first) return null;
  const range = /\b(between|from)\b/.test(text);
  // Two times and no range ("10am or 11am", "at 9 … at 10"): which one is meant is not for the stand-in to guess.
  if (second && !range) return null;
  const evening = (EVENING.test(text) || AFTERNOON.test(text)) && !MORNING.test(text);
  // A range ("from 9 to 5") places its start by its end.
  if (dawnOrDusk(first.start, evening || MORNING.test(text), range ? '' : first.text)) return null;
  const start = timeOf(first.start, evening, MORNING.test(text));
  if (!start) return null;
  const endComponents = first.end?.isCertain('hour')
    ? first.end
    : /\b(between|from)\b/.test(text)
      ? second?.start
      : null;
  const end = endComponents ? timeOf(endComponents, evening || start.hour >= 12) : null;
  return { start, end: end && toMinutes(end) > toMinutes(start) ? end : null };
}

/**
 * "between 2 and 3pm", "from 10 to 11am": one am or pm said once for both ends, written out for both, when the first
 * hour is the earlier ("between 11 and 1pm" stays as it is, and is asked about).
 */
export const SHARED_MERIDIEM = /\b(between|from)\s+(\d{1,2})(?=\s+(?:and|to)\s+(\d{1,2})(?:[:.]\d\d)?\s*([ap])\.?m\b)/;

function withMeridiemShared(text: string): string {
  return text.replace(SHARED_MERIDIEM, (whole, word: string, first: string, ...rest: unknown[]) => {
    const [second, meridiem] = rest as [string, string];
    const start = Number(first);
    return start >= 1 && start < Number(second) && Number(second) <= 12 ? `${word} ${first}${meridiem}m` : whole;
  });
}

function timeOf(components: ParsedComponents, evening: boolean, morning = false): FoundTime | null {
  let hour = components.get('hour') ?? 0;
  const minute = components.get('minute') ?? 0;
  if (!components.isCertain('meridiem') && hour < 12 && (evening || (hour >= 1 && hour <= 7 && !morning))) hour += 12;
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

function toMinutes(time: FoundTime): number {
  return time.hour * 60 + time.minute;
}

/** Dates whose numbers chrono might read as times: ISO and slash dates, "3 December", "the 12th". */
function withoutDates(text: string): string {
  return text
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' ')
    .replace(/\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g, ' ')
    .replace(/\b\d{1,2}(?:st|nd|rd|th)\b/g, ' ')
    .replace(/\b(in|within) \d+ (days?|weeks?)\b/g, ' ');
}
