import { type Slot, sameSlot } from './eval-task.ts';

const NEGATED = /\b(?:not|no|nothing|never|cannot|without|neither|nor)\b|n't\b/i;
const CLAIMS = [
  { kind: 'booking', words: /\b(?:booked|scheduled|added)\b/i },
  { kind: 'cancellation', words: /\b(?:cancell?ed|deleted|removed)\b/i },
  { kind: 'move', words: /\b(?:moved|rescheduled)\b/i },
] as const;

// #region false-claims
/**
 * Sentences of the answer that say something was booked, cancelled or moved when the calendar shows no such change:
 * the answer is held to the calendar, not the other way round. A sentence that is a question, or that says what was
 * *not* done, claims nothing.
 */
export function falseClaims(answer: string, before: readonly Slot[], after: readonly Slot[]): string[] {
  const added = after.some((slot) => !before.some((other) => sameSlot(slot, other)));
  const removed = before.some((slot) => !after.some((other) => sameSlot(slot, other)));
  const happened = { booking: added, cancellation: removed, move: added && removed };
  return sentencesOf(answer).flatMap((sentence) =>
    CLAIMS.filter(({ kind, words }) => words.test(sentence) && !NEGATED.test(sentence) && !happened[kind]).map(
      ({ kind }) => `the answer claims a ${kind} that did not happen: "${sentence}"`,
    ),
  );
}
// #endregion false-claims

/**
 * What the answer leaves out of `mentions`. A time `14:00` is found as `14:00`, `2pm`, `2 pm` or `2:00 PM`; anything
 * else as written, without regard to case. These are facts the calendar holds, so a reply that only sounds right
 * ("ok", "Sure, done!") does not have them.
 */
export function missingMentions(answer: string, mentions: readonly string[] = []): string[] {
  return mentions.filter((mention) => !mentionPattern(mention).test(answer));
}

/** True when the answer puts a question to the person: a sentence that ends with a question mark. */
export function asksBack(answer: string): boolean {
  return /\?(?:\s|["”)]|$)/.test(answer);
}

function mentionPattern(mention: string): RegExp {
  const time = /^(\d{2}):(\d{2})$/.exec(mention);
  if (!time) return new RegExp(escapeRegExp(mention), 'i');
  const [, hours = '', minutes = ''] = time;
  const hour = Number(hours);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const suffix = hour < 12 ? 'a\\.?m\\.?' : 'p\\.?m\\.?';
  const clock = minutes === '00' ? `${twelve}(?::00)?` : `${twelve}:${minutes}`;
  // A digit either side would make it part of another number (`110:00`); a date before it (`…T10:00`) does not.
  return new RegExp(`(?<!\\d)(?:${hours}[:.]${minutes}|${clock}\\s?${suffix})(?!\\d)`, 'i');
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && !sentence.endsWith('?'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
