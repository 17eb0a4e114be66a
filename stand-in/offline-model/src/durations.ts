import { digitsForNumberWords } from './number-words.ts';

/** A length, with or without "for": "2 hour", "90 minutes", "an hour and a half", "half an hour", "1.5h". */
const LENGTHS: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => number]> = [
  [/\b(?:an?|one) hour and a half\b/i, () => 90],
  [/\b(\d+) hours? and a half\b/i, (match) => Number(match[1]) * 60 + 30],
  [/\b(\d{1,2})\s*h(?:ours?|rs?)?\s*(?:and\s*)?(\d{1,2})\s*m(?:inutes?|ins?)?\b/i, (match) => hoursAndMinutes(match)],
  [/\b(\d+(?:\.\d+)?)[ -]?(?:hours?|hrs?|h)\b/i, (match) => Math.round(Number(match[1]) * 60)],
  [/\b(\d+)[ -]?(?:minutes?|mins?)\b/i, (match) => Number(match[1])],
  [/\b(?:half an hour|half-hour|half hour)\b/i, () => 30],
  [/\b(?:an?|one)[ -](?:full )?(?:hour|hr)\b/i, () => 60],
];

function hoursAndMinutes(match: RegExpExecArray): number {
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "in 2 hours" and "within an hour" say when, not how long. */
const NOT_A_LENGTH = /\b(?:in|within|after)\s+$/i;

/**
 * How long the request says the appointment lasts, in minutes: "for an hour", "a 2 hour workshop", "for 90 minutes",
 * "for two hours", "an hour and a half". Null when it names no length. ("from 2 to 4" is a start and an end, read
 * with the times.)
 */
export function findDuration(sentence: string): number | null {
  const span = findDurationSpan(digitsForNumberWords(sentence));
  return span?.minutes ?? null;
}

/** The first length in a sentence and where it is, so readers of dates and times can leave it out. */
function findDurationSpan(text: string): { minutes: number; index: number; length: number } | null {
  let best: { minutes: number; index: number; length: number } | null = null;
  for (const [pattern, minutesOf] of LENGTHS) {
    const match = pattern.exec(text);
    if (!match || NOT_A_LENGTH.test(text.slice(0, match.index))) continue;
    if (!best || match.index < best.index || (match.index === best.index && match[0].length > best.length)) {
      best = { minutes: minutesOf(match), index: match.index, length: match[0].length };
    }
  }
  return best;
}

/** The sentence with every length blanked out (same length, so positions still match). */
export function withoutDurations(text: string): string {
  let result = text;
  for (let span = findDurationSpan(result); span; span = findDurationSpan(result)) {
    result = `${result.slice(0, span.index)}${' '.repeat(span.length)}${result.slice(span.index + span.length)}`;
  }
  return result;
}
