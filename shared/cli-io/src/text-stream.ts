import { sanitizeForTerminal } from './sanitize.ts';

/** An answer printed as it arrives: `write` each piece, then `end` (or `cancel` to drop what is not shown yet). */
export interface TextStream {
  /** Prints what of `chunk` is safe to print now; an incomplete escape, character or possible secret waits. */
  write(chunk: string): void;
  /** Prints what was held back and ends the line. */
  end(): void;
  /** Drops what was held back (and, in a pipe, everything: nothing was shown) and ends the line if one was begun. */
  cancel(): void;
}

/** How a {@link ChunkCleaner} makes text safe: the terminal's redaction, and how long the longest secret is. */
export interface ChunkCleanerOptions {
  readonly redact: (text: string) => string;
  /** The length of the longest text `redact` may hide; a tail one shorter is held back between chunks. */
  readonly longestSecret: () => number;
}

/** Turns text arriving in pieces into safe text to print, as if the whole text had been sanitized and redacted. */
export interface ChunkCleaner {
  /** Takes the next piece; returns what can be printed now. */
  push(chunk: string): string;
  /** Returns everything still held back. */
  flush(): string;
}

/** Openers of escape sequences: ESC, the 8-bit CSI, and the 8-bit string openers (DCS, SOS, OSC, PM, APC). */
const OPENER = /[\x1b\x9b\x90\x98\x9d\x9e\x9f]/g;
/** A complete sequence starting at an opener, in any of the forms `sanitizeForTerminal` removes. */
const COMPLETE = [
  /^(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)/,
  /^(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]/,
  /^\x1b[ -/]*[0-~]/,
];
/** The start of a sequence that the next piece could still complete. */
const UNFINISHED = [
  /^(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x07\x1b\x9c]*\x1b?$/,
  /^(?:\x1b\[|\x9b)[0-?]*[ -/]*$/,
  /^\x1b[ -/]*$/,
];
/** An unterminated sequence longer than this is not waited for: it is released and loses its opener. */
const MAX_HELD_SEQUENCE = 512;

/** Where the text stops being complete: before an unfinished escape sequence, a lone high surrogate or a `\r`. */
function completeUpTo(text: string): number {
  const cut = /[\r\ud800-\udbff]$/.test(text) ? text.length - 1 : text.length;
  OPENER.lastIndex = 0;
  for (let match = OPENER.exec(text); match !== null; match = OPENER.exec(text)) {
    const tail = text.slice(match.index);
    if (tail.length <= MAX_HELD_SEQUENCE && UNFINISHED.some((unfinished) => unfinished.test(tail))) {
      return Math.min(cut, match.index);
    }
    const sequence = COMPLETE.map((complete) => complete.exec(tail)?.[0]).find((found) => found !== undefined);
    if (sequence !== undefined) OPENER.lastIndex = match.index + sequence.length;
  }
  return cut;
}

/**
 * Cleans streamed text piece by piece: each piece is sanitized like a whole line would be, but an escape sequence,
 * a character (a surrogate pair) or a `\r\n` split between pieces waits for the rest, so it is removed or printed
 * whole; and the last word, which might be the start of a secret, waits until it cannot be.
 */
export function createChunkCleaner(options: ChunkCleanerOptions): ChunkCleaner {
  let raw = '';
  let clean = '';
  const release = (final: boolean): string => {
    const cut = final ? raw.length : completeUpTo(raw);
    clean = options.redact(clean + sanitizeForTerminal(raw.slice(0, cut)));
    raw = raw.slice(cut);
    // Only the last word can be the start of a key: keys hold no whitespace, so text up to the last space is shown
    // now, and a key being written waits until it is whole (at most one character shorter than the longest key).
    const lastWord = /\S*$/.exec(clean)?.[0].length ?? 0;
    const hold = final ? 0 : Math.min(Math.max(options.longestSecret() - 1, 0), lastWord);
    let shown = clean.slice(0, Math.max(clean.length - hold, 0));
    if (/[\ud800-\udbff]$/.test(shown)) shown = shown.slice(0, -1);
    clean = clean.slice(shown.length);
    return shown;
  };
  return {
    push(chunk) {
      raw += chunk;
      return release(false);
    },
    flush: () => release(true),
  };
}
