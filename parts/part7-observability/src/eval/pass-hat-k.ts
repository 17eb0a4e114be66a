/** How many times a task was tried and how many of those tries passed. */
export interface TaskCount {
  readonly trials: number;
  readonly passes: number;
}

// #region pass-hat-k
/**
 * pass^k for one task, as τ-bench defines it (Yao et al. 2024, arXiv:2406.12045; `display_metrics` in
 * sierra-research/tau-bench's `tau_bench/run.py`): of n trials with c passes, the chance that k trials drawn from
 * them all passed, C(c, k) / C(n, k). It is an unbiased estimate of p^k, where p is the task's chance to pass once.
 * pass^1 is the pass rate c / n.
 */
export function passHatK({ trials, passes }: TaskCount, k: number): number {
  if (!Number.isInteger(k) || k < 1 || k > trials) throw new RangeError(`k must be from 1 to ${trials} (got ${k}).`);
  return choose(passes, k) / choose(trials, k);
}

/** pass^k of a task set: the mean of every task's pass^k, so each task counts once however hard it is. */
export function meanPassHatK(tasks: readonly TaskCount[], k: number): number {
  return tasks.reduce((sum, task) => sum + passHatK(task, k), 0) / tasks.length;
}
// #endregion pass-hat-k

/** C(n, k), the number of ways to choose k of n, computed as a product so that it stays exact for small n. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index;
  return result;
}
