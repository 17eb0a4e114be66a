import { withoutDurations } from './durations.ts';
import { digitsForNumberWords } from './number-words.ts';

const DAY_WORDS = 'today|tonight|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week';

/**
 * The sentence as the date and time readers want it: lower case, plain apostrophes, spelled-out numbers as digits,
 * lengths ("for 2 hours") and appointment ids blanked out so their numbers are not read as times, and "tomorrow's
 * meeting" read as "tomorrow meeting".
 */
export function prepare(sentence: string): string {
  const plain = sentence.toLowerCase().replace(/[‘’]/g, "'");
  const digits = digitsForNumberWords(plain)
    .replace(/\bapt_[a-z0-9]{6}\b/g, (id) => ' '.repeat(id.length))
    .replace(new RegExp(`\\b(${DAY_WORDS})'s\\b`, 'g'), '$1');
  return withoutDurations(digits);
}
