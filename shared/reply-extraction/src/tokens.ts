import type { Problem } from './describe-problem.ts';
import { head } from './describe-problem.ts';
import type { Candidate } from './find-candidates.ts';
import { isSpace, skipComment } from './scan-value.ts';

/** One piece of a candidate: a bracket or punctuation mark, a string already decoded, or a bare word as written. */
export type Token =
  | { readonly type: '{' | '}' | '[' | ']' | ',' | ':'; readonly at: number }
  | { readonly type: 'string'; readonly value: string; readonly at: number }
  | { readonly type: 'word'; readonly text: string; readonly at: number };

const PUNCTUATION = new Set(['{', '}', '[', ']', ',', ':']);
const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/**
 * Splits a candidate into tokens in one pass, using the strings and `#` comments its scan found. Each string (double,
 * single or curly quotes) is decoded as JSON would decode it once written in double quotes: `\'` read as `'`, raw line
 * breaks kept as line breaks, quotes that end no string kept as quotes. Comments are dropped. A string holding an
 * escape JSON does not know (`C:\Users`) is a problem: reading it would mean guessing what the backslash meant.
 */
export function tokenize(text: string, candidate: Candidate): { tokens: Token[] } | { problem: Problem } {
  const tokens: Token[] = [];
  let string = 0;
  let comment = 0;
  let index = candidate.start;
  while (index < candidate.end) {
    const nextString = candidate.strings[string]?.[0] ?? candidate.end;
    const nextComment = candidate.hashComments[comment]?.[0] ?? candidate.end;
    const character = text[index]!;
    if (index === nextString) {
      const [start, end] = candidate.strings[string++]!;
      const value = decodeString(text.slice(start, end));
      if (value === null) return { problem: unknownEscape(text, start, end) };
      tokens.push({ type: 'string', value, at: start });
      index = end;
    } else if (index === nextComment) {
      index = candidate.hashComments[comment++]![1];
    } else if (isSpace(character)) {
      index++;
    } else if (PUNCTUATION.has(character)) {
      tokens.push({ type: character as '{', at: index });
      index++;
    } else if (character === '/' && (text[index + 1] === '/' || text[index + 1] === '*')) {
      index = skipComment(text, index);
    } else {
      const end = wordEnd(text, index, Math.min(nextString, nextComment, candidate.end));
      tokens.push({ type: 'word', text: text.slice(index, end), at: index });
      index = end;
    }
  }
  return { tokens };
}

/** The end of a bare word: whitespace, punctuation, a comment, or the next string or `#` comment. */
function wordEnd(text: string, start: number, limit: number): number {
  let index = start + 1;
  while (index < limit) {
    const character = text[index]!;
    if (isSpace(character) || PUNCTUATION.has(character)) break;
    if (character === '/' && (text[index + 1] === '/' || text[index + 1] === '*')) break;
    index++;
  }
  return index;
}

/** A string token's value, or null when it holds an escape that JSON does not know. */
function decodeString(token: string): string | null {
  const inside = token.slice(1, -1).replace(/\\[\s\S]|["\u0000-\u001f]/g, (match) => {
    if (match === "\\'") return "'";
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

function unknownEscape(text: string, start: number, end: number): Problem {
  const unknown = /\\(?!["\\/bfnrt']|u[0-9a-fA-F]{4})[\s\S]?/.exec(text.slice(start, end))?.[0] ?? '\\';
  return {
    kind: 'invalid',
    message:
      `A string in the reply's JSON holds ${unknown}, which is not an escape JSON knows: "${head(text, start, 40)}". ` +
      'Write a backslash inside a string as \\\\, and a line break as \\n.',
  };
}
