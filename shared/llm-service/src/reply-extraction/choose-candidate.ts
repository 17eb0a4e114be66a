import { describeProblem, isBroken, type Problem, structuralProblem } from './describe-problem.ts';
import type { Candidate } from './find-candidates.ts';
import { type ReadBudget, type Reading, readRepaired, readStrict } from './read-candidate.ts';

/** The value chosen from a reply, or what is wrong with it. */
export type Choice = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: Problem };

/**
 * Chooses the reply's value among the candidates found after any reasoning:
 *
 * 1. A value that is broken in its structure (cut off, a bracket closed by the wrong one, a string that never ends,
 *    an object closed before its last field, several values in a row) is reported, and so are the values before it:
 *    only a value that comes after the last broken one may be chosen, so nothing the model wrote is dropped silently.
 * 2. Among the rest, the best one wins: one that `accept` accepts, then one that is valid JSON as written, then one
 *    that needed repair. When several are equally good, the last wins: models write drafts and examples first and the
 *    answer last (`Draft: {…} Final: {…}`).
 * 3. When none reads, the problem of the last broken value is reported, or else why the last candidate is not JSON.
 */
export function chooseCandidate(
  text: string,
  candidates: readonly Candidate[],
  accept: ((value: unknown) => boolean) | undefined,
  budget: ReadBudget,
): Choice {
  let lastBroken = -1;
  candidates.forEach((candidate, index) => {
    if (isBroken(candidate)) lastBroken = index;
  });
  const usable = candidates.slice(lastBroken + 1);
  const readings: (Reading | null)[] = usable.map((candidate) => readStrict(text, candidate, budget));
  const score = (reading: Reading | null): number =>
    reading?.ok ? (accept?.(reading.value) ? 2 : 0) + (reading.repaired ? 0 : 1) : -1;
  // Repair only when no value as written can win, from the last back, stopping at the first repaired one that wins.
  const wins = accept ? 2 : 0;
  if (!readings.some((reading) => score(reading) > wins)) {
    for (let index = usable.length - 1; index >= 0; index--) {
      if (readings[index]?.ok) continue;
      readings[index] = readRepaired(text, usable[index]!, budget) ?? readings[index]!;
      if (score(readings[index]!) >= wins) break;
    }
  }
  let best = -1;
  readings.forEach((reading, index) => {
    if (score(reading) >= 0 && (best === -1 || score(reading) >= score(readings[best]!))) best = index;
  });
  const chosen = readings[best];
  if (chosen?.ok) return { ok: true, value: chosen.value };
  const broken = candidates[lastBroken];
  if (broken) return { ok: false, problem: structuralProblem(text, broken)! };
  const last = usable.length - 1;
  const reading = readings[last] as Reading & { ok: false };
  return { ok: false, problem: describeProblem(usable[last]!, reading.reason) };
}
