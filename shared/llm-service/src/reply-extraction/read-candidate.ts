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
  try {
    const parsed = tryParse(jsonrepair(withoutHashComments(text, candidate)));
    return parsed.ok ? { ...parsed, repaired: true } : null;
  } catch {
    return null;
  }
}

/** The candidate's text with its `#` comments left out (`jsonrepair` knows `//` and `/* *\/` only). */
function withoutHashComments(text: string, candidate: Candidate): string {
  let result = '';
  let from = candidate.start;
  for (const [start, end] of candidate.hashComments) {
    result += text.slice(from, start);
    from = end;
  }
  return result + text.slice(from, candidate.end);
}

function tryParse(text: string): Reading {
  try {
    return { ok: true, value: JSON.parse(text), repaired: false };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
