/** How the scan of one JSON-looking value ended. */
type ScanEnding =
  | { readonly type: 'closed' }
  | { readonly type: 'truncated' }
  | { readonly type: 'unclosed-string'; readonly quoteAt: number }
  | { readonly type: 'mismatched'; readonly opener: string; readonly closer: string; readonly at: number };

/** One value found by {@link scanValue}: where it lies and what the scan learned about it. */
export interface ScannedValue {
  readonly start: number;
  /** Exclusive end: after the closing bracket, after the wrong one when mismatched, or the text's end. */
  readonly end: number;
  readonly ending: ScanEnding;
  /** Deepest nesting of `{` and `[`, to keep deep values away from the recursive repairer. */
  readonly depth: number;
  /** A raw line break, tab or other control character inside a string (JSON wants `\n`, `\t`). */
  readonly rawControl: boolean;
  /** `#` comments, which the repairer does not know: [start, end) pairs, dropped before repairing. */
  readonly hashComments: readonly (readonly [number, number])[];
  /** Every string, as [start, end) pairs with its quotes, so a repair can set their text aside. */
  readonly strings: readonly (readonly [number, number])[];
}

const CLOSER_OF: Record<string, string> = { '{': '}', '[': ']' };
/** Quotes a model may open a string with, and the quotes that may close each. */
const CLOSERS: Record<string, string> = { '"': '"', "'": "'", '“': '”“"', '‘': "’‘'" };
/** What may follow a string's closing quote in JSON, or in JSON with comments. */
const AFTER_STRING = new Set([',', '}', ']', ':', '/', '#']);
const STRUCTURAL = new Set(['{', '[', ',', ':']);

/** JSON's whitespace, and the special spaces models and editors slip in (no-break, narrow, ideographic, BOM). */
const SPACES = new Set([
  ' ',
  '\n',
  '\r',
  '\t',
  '\u00a0',
  '\u2002',
  '\u2003',
  '\u2009',
  '\u200b',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
]);
/** Whether a character is whitespace to JSON, or a special space a model or editor slipped in. */
export const isSpace = (character: string | undefined): boolean => character !== undefined && SPACES.has(character);

/** Index of the first character at or after `from` that is not whitespace (`text.length` if none). */
export function skipSpace(text: string, from: number): number {
  let index = from;
  while (index < text.length && isSpace(text[index])) index++;
  return index;
}

/**
 * Scans one value that starts with `{` or `[` at `start`, in a single pass: brackets are counted outside strings,
 * strings end at an unescaped quote that JSON could be followed by (so `"say "hi" now"` stays one string; with
 * `strictStrings`, at the first unescaped quote), and `//`,
 * `/* *\/` and `#` comments are skipped. Time is linear in the length scanned: every look-ahead stops at the first
 * character that is not whitespace.
 */
export function scanValue(text: string, start: number, strictStrings = false): ScannedValue {
  const stack: string[] = [];
  const hashComments: [number, number][] = [];
  const strings: [number, number][] = [];
  let depth = 0;
  let rawControl = false;
  let previous = '';
  let index = start;
  const result = (end: number, ending: ScanEnding): ScannedValue => ({
    start,
    end,
    ending,
    depth,
    rawControl,
    hashComments,
    strings,
  });
  while (index < text.length) {
    const character = text[index]!;
    if (character === '{' || character === '[') {
      stack.push(character);
      depth = Math.max(depth, stack.length);
    } else if (character === '}' || character === ']') {
      const opener = stack.pop()!;
      if (CLOSER_OF[opener] !== character) {
        return result(index + 1, { type: 'mismatched', opener, closer: character, at: index });
      }
      if (stack.length === 0) return result(index + 1, { type: 'closed' });
    } else if (character === '"' || (character in CLOSERS && STRUCTURAL.has(previous))) {
      const string = skipString(text, index, strictStrings);
      rawControl ||= string.rawControl;
      if (string.end === -1) return result(text.length, { type: 'unclosed-string', quoteAt: index });
      strings.push([index, string.end]);
      index = string.end;
      previous = '"';
      continue;
    } else if (character === '/' && (text[index + 1] === '/' || text[index + 1] === '*')) {
      index = skipComment(text, index);
      continue;
    } else if (character === '#' && (STRUCTURAL.has(previous) || isSpace(text[index - 1]))) {
      const end = lineEnd(text, index);
      hashComments.push([index, end]);
      index = end;
      continue;
    }
    if (!isSpace(character)) previous = character;
    index++;
  }
  return result(text.length, { type: 'truncated' });
}

/**
 * The end of the string opened at `open` (after its closing quote), or -1 when the text ends first. `strict` ends it
 * at the first unescaped closing quote, as JSON does, whatever follows.
 */
function skipString(text: string, open: number, strict: boolean): { end: number; rawControl: boolean } {
  const closers = CLOSERS[text[open]!]!;
  let rawControl = false;
  for (let index = open + 1; index < text.length; index++) {
    const character = text[index]!;
    if (character === '\\') index++;
    else if (character < ' ') rawControl = true;
    else if (closers.includes(character)) {
      const next = skipSpace(text, index + 1);
      if (strict || next === text.length || AFTER_STRING.has(text[next]!) || nextLineStartsString(text, index, next)) {
        return { end: index + 1, rawControl };
      }
    }
  }
  return { end: -1, rawControl };
}

/** A quote at a line's end with a string starting the next line: the end of a value whose comma is missing. */
function nextLineStartsString(text: string, quote: number, next: number): boolean {
  return text[next]! in CLOSERS && text.slice(quote + 1, next).includes('\n');
}

/** The end of the `//` or `/* *\/` comment at `start` (the text's end when it never closes). */
export function skipComment(text: string, start: number): number {
  if (text[start + 1] === '/') return lineEnd(text, start);
  const close = text.indexOf('*/', start + 2);
  return close === -1 ? text.length : close + 2;
}

function lineEnd(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline === -1 ? text.length : newline;
}
