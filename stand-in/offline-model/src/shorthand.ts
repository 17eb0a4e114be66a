import { correctedDayName } from './spelling.ts';

/**
 * Shorthand and slips a person types for the words the stand-in reads ("tmrw", "cancle", "resched"), each with one
 * reading only, and weekdays and months misspelt in one way only (`spelling.ts`). Anything less certain is left as
 * typed, and asked about like any word nothing accounts for.
 */
const SHORTHAND: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:tmrw|tmw|tmr|tmrow|tomorow|tommorow|tommorrow|2moro)$/i, 'tomorrow'],
  [/^(?:cancle|cancell|cacnel)$/i, 'cancel'],
  [/^(?:bok|boook)$/i, 'book'],
  [/^resched$/i, 'reschedule'],
  [/^weds$/i, 'wednesday'],
  [/^teh$/i, 'the'],
  [/^nxt$/i, 'next'],
  [/^mtg$/i, 'meeting'],
  [/^mtgs$/i, 'meetings'],
  [/^(?:pls|plz)$/i, 'please'],
  [/^u$/i, 'you'],
];

/** A title in quotes is the person's own words, kept as typed. */
const QUOTED_OR_WORD = /"[^"]*"|“[^”]*”|[\p{L}\p{N}]+/gu;

/** The request with shorthand written out: "book meeting tmrw at 2" reads as "book meeting tomorrow at 2". */
export function withShorthandWrittenOut(text: string): string {
  return text.replace(
    QUOTED_OR_WORD,
    (token) => SHORTHAND.find(([short]) => short.test(token))?.[1] ?? correctedDayName(token) ?? token,
  );
}
