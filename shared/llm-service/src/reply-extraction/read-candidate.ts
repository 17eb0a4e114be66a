import { jsonrepair } from 'jsonrepair';
import type { Candidate } from './find-candidates.ts';
import { restoreStrings, setStringsAside } from './string-placeholders.ts';

/** How one candidate read: strictly, after repair, or not at all (with the strict parser's reason). */
export type Reading =
  | { readonly ok: true; readonly value: unknown; readonly repaired: boolean }
  | { readonly ok: false; readonly reason: string };

/**
 * Limits that keep `jsonrepair` linear overall. It is quadratic on some inputs (many unescaped quotes: 0.2 s at 64 KB)
 * and recursive (a stack overflow at about 10,000 levels), so it only sees complete values under these sizes, and a
 * reply gets a fixed total of characters and calls. A real reply with slips is a few hundred characters.
 */
export const REPAIR_LIMITS = { characters: 16_000, totalCharacters: 32_000, depth: 64, calls: 32 } as const;

/** Counts what a reply's reading costs, and how much repair it may still spend. */
export interface ReadBudget {
  work: number;
  /** Characters `jsonrepair` may still be given. */
  repairLeft: number;
  /** Calls to `jsonrepair` still allowed: its cost per call dominates on many tiny drafts. */
  repairCallsLeft: number;
}

/** Parses a complete candidate with `JSON.parse`: a value only if it is valid JSON as written. */
export function readStrict(text: string, candidate: Candidate, budget: ReadBudget): Reading {
  budget.work += candidate.end - candidate.start;
  try {
    return { ok: true, value: JSON.parse(text.slice(candidate.start, candidate.end)), repaired: false };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Repairs a complete candidate with `jsonrepair`: trailing commas, single or curly quotes as delimiters, bare keys and
 * values, `True`/`False`/`None`, comments, missing commas, raw line breaks in strings, unescaped quotes. The strings
 * are set aside first, so only the punctuation changes; if that fails, `jsonrepair` gets the text as written (it may
 * place a string's quotes better than the scan did). Never throws; a value over the limits is not repaired.
 */
export function readRepaired(text: string, candidate: Candidate, budget: ReadBudget): Reading | null {
  const setAside = setStringsAside(text, candidate);
  if (setAside) {
    const repaired = repair(setAside.text, candidate, budget);
    if (repaired) return { ok: true, value: restoreStrings(repaired.value, setAside.strings), repaired: true };
  }
  const repaired = repair(text.slice(candidate.start, candidate.end), candidate, budget);
  return repaired ? { ok: true, value: repaired.value, repaired: true } : null;
}

function repair(text: string, candidate: Candidate, budget: ReadBudget): { value: unknown } | null {
  if (text.length > REPAIR_LIMITS.characters || text.length > budget.repairLeft) return null;
  if (candidate.depth > REPAIR_LIMITS.depth || budget.repairCallsLeft <= 0) return null;
  budget.repairCallsLeft--;
  budget.repairLeft -= text.length;
  budget.work += text.length;
  try {
    return { value: JSON.parse(jsonrepair(text)) };
  } catch {
    return null;
  }
}
