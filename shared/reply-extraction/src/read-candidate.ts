import { describeProblem, type Problem } from './describe-problem.ts';
import type { Candidate } from './find-candidates.ts';
import { type Mended, mendTokens } from './mend.ts';
import { mergesStrings, unescapedQuotes } from './merged-strings.ts';
import { hasRepeatedKey } from './repeated-keys.ts';
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
    const value = JSON.parse(source);
    // A key named twice: JSON.parse keeps the last silently, the mender below reports it.
    if (!hasRepeatedKey(source, value)) return { ok: true, value };
    reason = 'a key named twice';
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  let mended = mend(text, candidate);
  // The lenient scan keeps `"a "b" c"` one string. When that reading does not mend, or would merge two strings into
  // one (`["a" "b"]` as `a" "b`), JSON's own rule for where a string ends may read it (`{"action" "answer"}`), if it
  // finds the same end; a merge it cannot split is reported.
  const merges = mended.ok && mergesStrings(text, candidate);
  if ((!mended.ok && mended.problem === null) || merges) {
    const strict = scanValue(text, candidate.start, true);
    budget.work += 2 * source.length;
    const split =
      strict.ending.type === 'closed' && strict.end === candidate.end ? mend(text, { ...candidate, ...strict }) : null;
    if (split?.ok || !merges) mended = split ?? mended;
    else mended = { ok: false, problem: unescapedQuotes(text, candidate) };
  }
  if (mended.ok) return mended;
  const problem = mended.problem ?? describeProblem(candidate, reason);
  return { ok: false, problem, action: ACTION_KEY.test(source) };
}

function mend(text: string, candidate: Candidate): Mended {
  const tokens = tokenize(text, candidate);
  return 'tokens' in tokens ? mendTokens(text, tokens.tokens) : { ok: false, problem: tokens.problem };
}
