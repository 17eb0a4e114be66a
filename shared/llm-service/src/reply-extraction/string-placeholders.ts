import type { Candidate } from './find-candidates.ts';

/** A candidate's text with every string replaced by a placeholder, and what each placeholder stands for. */
export interface SetAside {
  readonly text: string;
  readonly strings: readonly string[];
}

const PLACEHOLDER = /^\uE000(\d+)\uE001$/;
const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/**
 * Sets a candidate's strings aside before repair: each string the scan found (double, single or curly quotes) is
 * decoded as JSON would decode it once written in double quotes (`\'` read as `'` in a single-quoted string, raw line
 * breaks kept as line breaks, quotes that end no string kept as quotes) and replaced by a placeholder, so the repairer
 * sees only punctuation and cannot change a character of any value. `#` comments are dropped (the repairer knows only
 * `//` and `/* *\/`). Null when a string holds an escape JSON does not know (`\q`): the repairer then gets the text.
 */
export function setStringsAside(text: string, candidate: Candidate): SetAside | null {
  const edits = [
    ...candidate.hashComments.map(([start, end]) => ({ start, end, string: false })),
    ...candidate.strings.map(([start, end]) => ({ start, end, string: true })),
  ].sort((left, right) => left.start - right.start);
  const strings: string[] = [];
  let result = '';
  let from = candidate.start;
  for (const { start, end, string } of edits) {
    result += text.slice(from, start);
    from = end;
    if (!string) continue;
    const decoded = decodeString(text.slice(start, end));
    if (decoded === null) return null;
    result += `"\uE000${strings.length}\uE001"`;
    strings.push(decoded);
  }
  return { text: result + text.slice(from, candidate.end), strings };
}

/** Puts the strings back into a repaired value, keys included. */
export function restoreStrings(value: unknown, strings: readonly string[]): unknown {
  if (typeof value === 'string') {
    const index = PLACEHOLDER.exec(value)?.[1];
    return index === undefined ? value : strings[Number(index)];
  }
  if (Array.isArray(value)) return value.map((item) => restoreStrings(item, strings));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [restoreStrings(key, strings), restoreStrings(item, strings)]),
  );
}

/** A string token's value, or null when it holds an escape that JSON does not know. */
function decodeString(token: string): string | null {
  const singleQuoted = token[0] === "'";
  const inside = token.slice(1, -1).replace(/\\[\s\S]|["\u0000-\u001f]/g, (match) => {
    if (match === "\\'" && singleQuoted) return "'";
    if (match.length === 2) return match;
    if (match === '"') return '\\"';
    return CONTROL_ESCAPES[match] ?? `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  try {
    return JSON.parse(`"${inside}"`) as string;
  } catch {
    return null;
  }
}
