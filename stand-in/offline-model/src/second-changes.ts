import type { LocalDateTime } from '@scheduling-agent/clock';
import { findDate, findDuration, findTime } from './natural-dates.ts';
import type { AppointmentView } from './planning-results.ts';
import { BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MOVE_WORDS } from './request-words.ts';

/** "actually", "sorry", "no", "I meant": words that only say the person is correcting what they said just before. */
const CORRECTING = String.raw`(?:(?:actually|sorry|oh|wait|no|nope|hmm|um|ok|okay|i meant|i mean)\b[,\s]*)`;
/** "make that an hour", "actually make it 45 minutes": a new length, said of the booking just made. */
const NEW_LENGTH = new RegExp(String.raw`^${CORRECTING}*make (?:it|that)\s+(.+?)(?:\s+instead)?\s*[.!]*$`, 'i');
/**
 * "actually 8pm", "sorry, 4:30pm", "actually thursday at 3pm": a correcting word, then only a new day or time ("actually
 * make it 4" is `pointing-back.ts`'s).
 */
const NEW_WHEN = new RegExp(String.raw`^${CORRECTING}+(?!\s*make\b)\s*(.+?)(?:\s+instead)?\s*[.!]*$`, 'i');
/**
 * "actually no, leave it", "no, leave it": the booking just made is taken back. Only after a "no": "ok, leave it" may
 * as well mean "leave it as it is".
 */
const LEAVE_IT = new RegExp(
  String.raw`^(?:(?:actually|sorry|oh|wait|hmm|um|ok|okay)\b[,\s]*)*(?:no|nope|nah)\b[,\s]*${CORRECTING}*(?:just\s+)?leave it\s*[.!]*$`,
  'i',
);
/** At most this many words after the correcting ones: "thursday at 3pm", not a new request. */
const MOST_WORDS = 4;

/**
 * A second message that changes or takes back the one appointment the turn before booked, read as the request it
 * stands for (issue 35): "make that an hour" is "move <its id> to <its start> for 60 minutes", "actually 8pm" is
 * "move <its id> to 8pm" (on its own day), and "actually no, leave it" is "cancel <its id>" (put to the person, as
 * every delete is). Null when the message is none of these: a bare "actually 9" (09:00 or 21:00?) names no time.
 */
export function changedBooking(booked: AppointmentView, said: string, now: LocalDateTime): string | null {
  const text = said.trim();
  if (LEAVE_IT.test(text)) return `cancel ${booked.id}`;
  const length = NEW_LENGTH.exec(text)?.[1];
  const minutes = length ? findDuration(length) : null;
  if (length && minutes && !findTime(length) && !findDate(length, now)) {
    return `move ${booked.id} to ${booked.start.slice(11, 16)} for ${minutes} minutes`;
  }
  const when = NEW_WHEN.exec(text)?.[1];
  if (!when || when.split(/\s+/).length > MOST_WORDS) return null;
  if ([BOOK_WORDS, CANCEL_WORDS, CHECK_WORDS, LIST_WORDS, MOVE_WORDS].some((words) => words.test(when))) return null;
  if (findTime(when)) return `move ${booked.id} to ${when}`;
  return null;
}
