import { jsonrepair } from 'jsonrepair';
import type { Candidate } from './find-candidates.ts';

/** How one candidate read: strictly, after repair, or not at all (with the strict parser's reason). */
export type Reading =
  | { readonly ok: true; readonly value: unknown; readonly repaired: boolean }
  | { readonly ok: false; readonly reason: string };

/**
 * Limits that keep `jsonrepair` linear overall. It is quadratic on some inputs (many unescaped quotes: 0.2 s at 64 KB)
 * and recursive (a stack overflow at about 10,000 levels), so it only sees complete values under these sizes, and a
 * reply gets a fixed total. A real reply with slips is a few hundred characters.
 */
export const REPAIR_LIMITS = { characters: 16_000, totalCharacters: 32_000, depth: 64 } as const;

/** Counts what a reply's reading costs, and how much repair it may still spend. */
export interface ReadBudget {
  work: number;
  repairLeft: number;
}

/** Parses a complete candidate with `JSON.parse`: a value only if it is valid JSON as written. */
export function readStrict(text: string, candidate: Candidate, budget: ReadBudget): Reading {
  budget.work += candidate.end - candidate.start;
  return tryParse(text.slice(candidate.start, candidate.end));
}

/**
 * Repairs a complete candidate with `jsonrepair`: trailing commas, single or curly quotes as delimiters, bare keys and
 * values, `True`/`False`/`None`, comments, missing commas, raw line breaks in strings, unescaped quotes. Only the
 * punctuation changes: a string's characters come through as written (escapes in single-quoted strings decoded as
 * JSON's). Never throws; a value over the limits is not repaired.
 */
export function readRepaired(text: string, candidate: Candidate, budget: ReadBudget): Reading | null {
  const length = candidate.end - candidate.start;
  if (length > REPAIR_LIMITS.characters || length > budget.repairLeft || candidate.depth > REPAIR_LIMITS.depth) {
    return null;
  }
  budget.repairLeft -= length;
  budget.work += length;
  const repaired = repairText(prepareForRepair(text, candidate, false));
  if (repaired || candidate.irregularStrings.length === 0 || length > budget.repairLeft) return repaired;
  budget.repairLeft -= length;
  budget.work += length;
  return repairText(prepareForRepair(text, candidate, true));
}

function repairText(text: string): Reading | null {
  try {
    const parsed = tryParse(jsonrepair(text));
    return parsed.ok ? { ...parsed, repaired: true } : null;
  } catch {
    return null;
  }
}

/**
 * The candidate's text with its `#` comments left out (`jsonrepair` knows `//` and `/* *\/` only), and, when
 * `escapeStrings`, its irregular strings written as JSON: the quotes inside them that end no string escaped, and raw
 * control characters written as escapes. The scan found where those strings end; their characters stay the same.
 * Used as a second try, after `jsonrepair` could not place the quotes itself.
 */
function prepareForRepair(text: string, candidate: Candidate, escapeStrings: boolean): string {
  const edits = [
    ...candidate.hashComments.map(([start, end]) => ({ start, end, replacement: '' })),
    ...(escapeStrings ? candidate.irregularStrings : []).map(([start, end]) => ({
      start,
      end,
      replacement: `"${escapeInside(text.slice(start + 1, end - 1))}"`,
    })),
  ].sort((left, right) => left.start - right.start);
  let result = '';
  let from = candidate.start;
  for (const { start, end, replacement } of edits) {
    result += text.slice(from, start) + replacement;
    from = end;
  }
  return result + text.slice(from, candidate.end);
}

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

/** A string's inside with bare quotes and control characters escaped; existing escapes are kept as written. */
function escapeInside(inside: string): string {
  return inside.replace(/\\[\s\S]|["\u0000-\u001f]/g, (match) => {
    if (match.length === 2) return match;
    if (match === '"') return '\\"';
    return CONTROL_ESCAPES[match] ?? `\\u${match.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

function tryParse(text: string): Reading {
  try {
    return { ok: true, value: JSON.parse(text), repaired: false };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
