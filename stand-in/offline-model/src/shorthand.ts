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
  [/^wk$/i, 'week'],
  [/^mtg$/i, 'meeting'],
  [/^mtgs$/i, 'meetings'],
  [/^(?:pls|plz)$/i, 'please'],
  [/^u$/i, 'you'],
];

/** A title in quotes is the person's own words, kept as typed. */
const QUOTED_OR_WORD = /"[^"]*"|“[^”]*”|[\p{L}\p{N}]+/gu;
const QUOTED_OR_PLAIN = /"[^"]*"|“[^”]*”|[^"“]+|["“]/gu;

/** "what've I got": "'ve" is "have", which the questions' words are written with ("what have I got left"). */
const HAVE = /\b(what|who|i|you|we|they)['’]ve\b/gi;
/**
 * "dr" is how "doctor" is written short, so "cancel the dr" finds the Doctor; before a name ("Dr Patel") it is part of
 * the name, and kept. Case is spelt out, not flagged, so that the name after it must start with a capital.
 */
const DOCTOR = /\b[Dd][Rr]\b(?!\.?\s+\p{Lu})/gu;

/** The request with shorthand written out: "book meeting tmrw at 2" reads as "book meeting tomorrow at 2". */
export function withShorthandWrittenOut(text: string): string {
  const unquoted = text.replace(QUOTED_OR_PLAIN, (part) =>
    /^["“]/.test(part) ? part : part.replace(HAVE, '$1 have').replace(DOCTOR, 'doctor'),
  );
  return unquoted.replace(
    QUOTED_OR_WORD,
    (token) => SHORTHAND.find(([short]) => short.test(token))?.[1] ?? correctedDayName(token) ?? token,
  );
}
