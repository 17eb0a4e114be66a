import type { LocalDate } from '@scheduling-agent/clock';
import { leftoverWords } from './leftover-words.ts';
import { findDate, findTime } from './natural-dates.ts';
import { splitMove } from './planning-words.ts';
import { actionOf, frameOf } from './request-frame.ts';

/**
 * "book a dentist" … "What day and time?" … "March 5th.": a bare day or time answering the stand-in's own question
 * about a booking completes that booking's sentence, which is then read again whole (so a hedge or an unread part
 * in it still makes it ask). Only what the booking lacked is taken: a second day or a second time is a new request,
 * not an answer. Null when `answer` is not such an answer to `asked` (the last request, which ran no tool).
 */
export function completedBooking(asked: string, answer: string, today: LocalDate): string | null {
  if (actionOf(asked) === 'move') return completedMove(asked, answer, today);
  if (actionOf(asked) !== 'book' || actionOf(answer) !== null) return null;
  const date = findDate(answer, today);
  const time = findTime(answer);
  if ((!date && !time) || leftoverWords(frameOf(answer), null).length > 0) return null;
  if ((date && findDate(asked, today)) || (time && findTime(asked))) return null;
  // The comma ends the booking's title where the answer begins, as it would in one sentence. A question mark or
  // trailing dots stay, so "book a dentist?" is still asked about, not completed into a booking.
  return `${asked.trim().replace(/(?<!\.)[.!]$/, '')}, ${answer.trim().replace(/[.!]+$/, '')}`;
}

/**
 * "move the haircut to Wednesday" … "What new time?" … "3pm": the same for a move, whose new day or time is what
 * follows its last "to". Only what the new time lacked is taken; the sentence is then read again whole.
 */
function completedMove(asked: string, answer: string, today: LocalDate): string | null {
  if (actionOf(answer) !== null) return null;
  const date = findDate(answer, today);
  const time = findTime(answer);
  if ((!date && !time) || leftoverWords(frameOf(answer), null).length > 0) return null;
  const to = splitMove(asked, today)?.to ?? null;
  if (to !== null && ((date && findDate(to, today)) || (time && findTime(to)))) return null;
  const said = answer.trim().replace(/[.!]+$/, '');
  return `${asked.trim().replace(/(?<!\.)[.!]$/, '')}${to === null ? ' to' : ''} ${said}`;
}
