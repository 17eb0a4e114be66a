import { describeProblem, type Problem } from './describe-problem.ts';
import type { Candidate } from './find-candidates.ts';
import { type Mended, mendTokens } from './mend.ts';
import { scanValue } from './scan-value.ts';
import { tokenize } from './tokens.ts';

/** How one complete candidate read: its value, or what is wrong with it and whether it was meant as an action. */
export type Reading =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problem: Problem; readonly action: boolean };

/** Counts the characters a reply's reading visits, to show that the work stays linear in its length. */
export interface ReadBudget {
  work: number;
}

/** An `action` key, quoted or bare: an object that cannot be read but has one was meant as an action. */
const ACTION_KEY = /["'“‘]?\baction\b["'”’]?\s*:/;

/**
 * Reads a complete candidate: with `JSON.parse` when it is valid JSON as written, else token by token, mending slips
 * of punctuation (trailing commas, single or curly quotes, bare keys, `True`/`None`, comments, missing commas, raw
 * line breaks, unescaped quotes) and never a value. Each step is one pass over the candidate: linear.
 */
export function readCandidate(text: string, candidate: Candidate, budget: ReadBudget): Reading {
  const source = text.slice(candidate.start, candidate.end);
  budget.work += 3 * source.length;
  let reason: string;
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  let mended = mend(text, candidate);
  if (!mended.ok && mended.problem === null) {
    // The scan keeps `"a "b" c"` one string; when that reading does not mend, JSON's own rule for where a string ends
    // may (`{"action" "answer"}`), if it finds the same end.
    const strict = scanValue(text, candidate.start, true);
    budget.work += 2 * source.length;
    if (strict.ending.type === 'closed' && strict.end === candidate.end)
      mended = mend(text, { ...candidate, ...strict });
  }
  if (mended.ok) return mended;
  const problem = mended.problem ?? describeProblem(candidate, reason);
  return { ok: false, problem, action: ACTION_KEY.test(source) };
}

function mend(text: string, candidate: Candidate): Mended {
  const tokens = tokenize(text, candidate);
  return 'tokens' in tokens ? mendTokens(text, tokens.tokens) : { ok: false, problem: tokens.problem };
}
