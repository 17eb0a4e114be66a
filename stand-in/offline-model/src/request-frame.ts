import { BOOK_WORDS, CANCEL_WORDS, MOVE_WORDS } from './request-words.ts';
import { WHEN_STARTS } from './titles.ts';

/** What a request asks to change: one action, several (which the stand-in does not pick between), or none. */
export type Action = 'move' | 'cancel' | 'book' | 'several';

/** Stands for a title given outright, so its words are neither read as actions nor counted as left over. */
export const TITLE_MARK = 'quotedtitle';

/** A title in double or curly quotes, or in single quotes that open after a space (not an apostrophe). */
const QUOTED = /"[^"]*"|“[^”]*”|‘[^’]*’|(?<=^|\s)'[^']*'(?=$|[\s.,!?;:])/g;
const CALLED = new RegExp(String.raw`\b(?:called|named|titled)\s+(?:"[^"]*"|“[^”]*”|[^\s"“].*?${WHEN_STARTS})`, 'gi');
/** "put off" moves, and "take … off" cancels: neither is the "put" of a booking. */
const MOVE_PHRASES = /\b(?:put off|push back|bring forward)\b/gi;

/**
 * The request with every title it gives outright blanked out: in quotes ("book "cancel the gym" at 8"), or after
 * "called", "named" or "titled" up to the first word about when. What a title says is never read as what to do.
 */
export function frameOf(text: string): string {
  return text.replace(QUOTED, ` ${TITLE_MARK} `).replace(CALLED, ` ${TITLE_MARK} `);
}

/**
 * The request with every title it gives outright blanked, for the date and time readers: "Friday" in
 * `book "Friday review" on Wednesday` names the appointment, not its day.
 */
export function withoutTitles(text: string): string {
  // Through the frame, so "called" before a quoted title does not take the words after the quotes with it.
  return frameOf(text).replace(new RegExp(`\\b${TITLE_MARK}\\b`, 'g'), ' ');
}

/** The titles a request gives outright, without their quotes or the word before them: `"Friday review"` gives `Friday review`. */
export function titlesGiven(text: string): string[] {
  const quoted = [...text.matchAll(QUOTED)].map((match) => match[0]);
  const called = [...text.replace(QUOTED, ` ${TITLE_MARK} `).matchAll(CALLED)]
    .map((match) => match[0].replace(/^\S+\s+/, ''))
    .filter((title) => title.trim() !== TITLE_MARK);
  return [...quoted, ...called].map((title) =>
    title
      .replace(/^["“‘']|["”’']$/g, '')
      .trim()
      .toLowerCase(),
  );
}

/** The change a request asks for, read on its frame (titles left out), or null when it asks for none. */
export function actionOf(text: string): Action | null {
  const found = actionsOf(text);
  if (found.length === 0) return null;
  return found.length === 1 ? found[0]!.action : 'several';
}

/** Every change a request's frame asks for, in the order move, cancel, book, each with the words that ask for it. */
export function actionsOf(text: string): { readonly action: Exclude<Action, 'several'>; readonly words: string }[] {
  const frame = frameOf(text);
  const booking = frame.replace(MOVE_PHRASES, ' ');
  return [
    { action: 'move' as const, words: MOVE_WORDS.exec(frame)?.[0] },
    { action: 'cancel' as const, words: CANCEL_WORDS.exec(frame)?.[0] },
    { action: 'book' as const, words: BOOK_WORDS.exec(booking)?.[0] },
  ].flatMap(({ action, words }) => (words ? [{ action, words }] : []));
}
