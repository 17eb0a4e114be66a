import { type Interval, passHatKInterval } from './confidence.ts';
import { meanPassHatK, passHatK } from './pass-hat-k.ts';
import type { TaskOutcome } from './run-eval.ts';

// #region summary
/** What `--json` writes: the run's pass@1 and pass^k (k = its number of trials), and each task's. */
export interface EvalSummary {
  readonly trials: number;
  readonly passAt1: number;
  readonly passHatK: number;
  readonly tasks: readonly {
    readonly id: string;
    readonly trials: number;
    readonly passes: number;
    readonly passAt1: number;
    readonly passHatK: number;
  }[];
}

/** The summary of a run whose tasks were each tried the same number of times. */
export function summarize(outcomes: readonly TaskOutcome[]): EvalSummary {
  const trials = outcomes[0]?.trials ?? 0;
  return {
    trials,
    passAt1: meanPassHatK(outcomes, 1),
    passHatK: meanPassHatK(outcomes, trials),
    tasks: outcomes.map(({ id, trials, passes }) => ({
      id,
      trials,
      passes,
      passAt1: passHatK({ trials, passes }, 1),
      passHatK: passHatK({ trials, passes }, trials),
    })),
  };
}
// #endregion summary

/** pass^k for k = 1 to the number of trials, each with its 95 % confidence interval: what the chart draws. */
export function passHatKCurve(outcomes: readonly TaskOutcome[]): (Interval & { readonly k: number })[] {
  const trials = outcomes[0]?.trials ?? 0;
  return Array.from({ length: trials }, (_, index) => ({ k: index + 1, ...passHatKInterval(outcomes, index + 1) }));
}

/**
 * The table printed at the end: one line per task (passes, pass@1, pass^k), why the first failing trial of each
 * failed task failed, and the run's pass@1 and pass^k for every k with their intervals.
 */
export function formatReport(outcomes: readonly TaskOutcome[], model: string): string {
  const trials = outcomes[0]?.trials ?? 0;
  const width = Math.max(4, ...outcomes.map((outcome) => outcome.id.length));
  const header = `${'task'.padEnd(width)}  kind      passed  pass@1  pass^${trials}`;
  const rows = outcomes.map((outcome) => {
    const passed = `${outcome.passes}/${outcome.trials}`.padStart(6);
    const one = percent(passHatK(outcome, 1)).padStart(6);
    const all = percent(passHatK(outcome, trials)).padStart(6);
    return `${outcome.id.padEnd(width)}  ${outcome.kind.padEnd(8)}  ${passed}  ${one}  ${all}`;
  });
  const failed = outcomes
    .filter((outcome) => outcome.failures.length > 0)
    .map((outcome) => `  ${outcome.id}: ${outcome.failures.join('; ')}`);
  const curve = passHatKCurve(outcomes).map(
    ({ k, estimate, low, high }) => `  pass^${k} ${percent(estimate)} (95 % interval ${percent(low)}–${percent(high)})`,
  );
  return [
    header,
    ...rows,
    '',
    ...(failed.length > 0 ? ['Why the failed tasks failed (their first failing trial):', ...failed, ''] : []),
    `${count(outcomes.length, 'task')}, ${count(trials, 'trial')} each, on ${model}:`,
    ...curve,
  ].join('\n');
}

/** A share as a whole percentage, or with one decimal when it is not whole (`97.1 %`). */
function percent(share: number): string {
  const value = Math.round(share * 1000) / 10;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} %`;
}

/** `1 task`, `3 tasks`: a number with its noun. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
