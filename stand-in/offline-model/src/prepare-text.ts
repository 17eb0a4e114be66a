import { withoutDurations } from './durations.ts';
import { withOrdinalDays } from './nth-weekday.ts';
import { digitsForNumberWords } from './number-words.ts';
import { withoutTitles } from './request-frame.ts';

const ESCAPE = String.fromCharCode(0x1b);
const BELL = String.fromCharCode(0x07);
/** Terminal escape sequences and other control characters: noise to a reader, and their digits are no dates. */
const CONTROLS = new RegExp(
  `${ESCAPE}\\][^${BELL}${ESCAPE}]*(?:${BELL}|${ESCAPE}\\\\)?|${ESCAPE}\\[[0-9;?]*[ -/]*[@-~]|[\\u0000-\\u001f\\u007f]`,
  'g',
);
const DAY_WORDS = 'today|tonight|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|week';

/** The sentence with terminal escape sequences (and what they carry, such as a window title) and controls blanked. */
export function withoutControls(sentence: string): string {
  return sentence.replace(CONTROLS, ' ');
}

/**
 * The sentence as the date and time readers want it: no control characters, no title given outright (in quotes or
 * after "called", whose days and times are the title's), lower case, plain apostrophes,
 * spelled-out numbers as digits, lengths ("for 2 hours") and appointment ids blanked out so their numbers are not read
 * as times, and "tomorrow's meeting" read as "tomorrow meeting".
 */
export function prepare(sentence: string): string {
  const plain = withoutTitles(withoutControls(sentence)).toLowerCase().replace(/[‘’]/g, "'");
  const digits = digitsForNumberWords(withOrdinalDays(plain))
    .replace(/\bapt_[a-z0-9]{6}\b/g, (id) => ' '.repeat(id.length))
    .replace(new RegExp(`\\b(${DAY_WORDS})'s\\b`, 'g'), '$1');
  return withoutDurations(digits);
}
