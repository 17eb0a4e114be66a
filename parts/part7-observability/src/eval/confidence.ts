import { choose, meanPassHatK, type TaskCount } from './pass-hat-k.ts';

/** An estimate and the interval around it that holds the true value with the chosen confidence. */
export interface Interval {
  readonly estimate: number;
  readonly low: number;
  readonly high: number;
}

// #region interval
/**
 * A confidence interval for a task set's pass^k: the estimate ± z standard errors (z = 1.96: 95 %). The tasks are
 * tried independently, so the variance of the mean is the sum of each task's variance over the square of their number.
 * A task's variance is the exact one of C(c, k) / C(n, k) at its pass rate, smoothed to (c + ½) / (n + 1) so that a
 * task that passed every time still counts as uncertain: three passes in three tries do not prove it never fails.
 */
export function passHatKInterval(tasks: readonly TaskCount[], k: number, z = 1.96): Interval {
  const estimate = meanPassHatK(tasks, k);
  const variance = tasks.reduce((sum, { trials, passes }) => {
    return sum + passHatKVariance(trials, k, (passes + 0.5) / (trials + 1));
  }, 0);
  const error = (z * Math.sqrt(variance)) / tasks.length;
  return { estimate, low: Math.max(0, estimate - error), high: Math.min(1, estimate + error) };
}
// #endregion interval

/**
 * The variance of C(c, k) / C(n, k) when each of n trials passes with chance p (c is then binomial): the mean of its
 * square over every c, less the square of its mean, p^k.
 */
function passHatKVariance(trials: number, k: number, p: number): number {
  let meanSquare = 0;
  for (let passes = k; passes <= trials; passes++) {
    const chance = choose(trials, passes) * p ** passes * (1 - p) ** (trials - passes);
    meanSquare += chance * (choose(passes, k) / choose(trials, k)) ** 2;
  }
  return Math.max(0, meanSquare - p ** (2 * k));
}
