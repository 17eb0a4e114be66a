/** The middle of a set of samples (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** What a benchmark reports about repeated samples: the median (typical) and the minimum (least disturbed). */
export interface Summary {
  readonly median: number;
  readonly min: number;
  readonly runs: number;
}

/** The median and minimum of some samples. */
export function summarize(samples: readonly number[]): Summary {
  return { median: median(samples), min: Math.min(...samples), runs: samples.length };
}

/**
 * Times an async operation `runs` times after `warmup` untimed runs, in milliseconds. Runs one at a time, so each
 * sample is the operation alone.
 */
export async function timeRuns(run: () => Promise<unknown>, options: { runs: number; warmup?: number }) {
  for (let index = 0; index < (options.warmup ?? 1); index++) await run();
  const samples: number[] = [];
  for (let index = 0; index < options.runs; index++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

/**
 * Microseconds per call of a fast synchronous function: `batches` batches of `perBatch` calls after one untimed
 * batch, summarised per call, so a timer's resolution does not matter.
 */
export function microsPerCall(call: () => unknown, options: { perBatch: number; batches?: number }): Summary {
  const batch = () => {
    const started = performance.now();
    for (let index = 0; index < options.perBatch; index++) call();
    return ((performance.now() - started) * 1000) / options.perBatch;
  };
  batch();
  return summarize(Array.from({ length: options.batches ?? 5 }, batch));
}
