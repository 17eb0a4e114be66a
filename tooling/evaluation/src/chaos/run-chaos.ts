import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAOS_KINDS, type ChaosKind } from '@scheduling-agent/offline-model';
import type { ExitReason } from '@scheduling-agent/part3-loop';
import { loadTools } from '@scheduling-agent/part3-loop';
import { createScenarioRunner, type ScenarioRun } from './run-scenario.ts';
import { SCENARIOS, type Scenario } from './scenarios.ts';

/** What to run: the rates, how many seeds (runs) per scenario and rate, and optionally other scenarios. */
export interface ChaosRunOptions {
  readonly rates: readonly number[];
  readonly seeds: number;
  readonly scenarios?: readonly Scenario[];
  /** Model calls per message, as Part 3's `--max-iterations` (default 10). */
  readonly maxSteps?: number;
  /** Runs in flight at once (default 32), each with its own agent and calendar file, so they do not interfere. */
  readonly concurrency?: number;
}

/** The totals for one rate. */
export interface RateResult {
  readonly rate: number;
  readonly runs: number;
  readonly completed: number;
  readonly crashes: number;
  /** Model calls beyond each scenario's minimum, summed, and the most any one run spent. */
  readonly extraSteps: number;
  readonly maxExtraSteps: number;
  readonly exits: Readonly<Record<ExitReason | 'exception', number>>;
  /** Calls to the chaos model (retried transport errors included) and how many it corrupted, by kind. */
  readonly replies: number;
  readonly corrupted: number;
  readonly byKind: Readonly<Record<ChaosKind, number>>;
}

/** Everything a chaos run found: what it ran, the totals per rate, and every run with its trace. */
export interface ChaosResults {
  readonly seeds: number;
  readonly maxSteps: number;
  readonly scenarios: readonly Scenario[];
  readonly rates: readonly RateResult[];
  readonly runs: readonly ScenarioRun[];
}

/** The highest rate at which every scenario must still complete. */
export const COMPLETION_TARGET_RATE = 0.3;

// #region run-chaos
/**
 * Runs every scenario `seeds` times at every rate, in-process, and returns what happened; it prints nothing, so tests
 * and `npm run chaos` share it. The same options give the same results: each run's chaos seed is fixed by
 * {@link chaosSeed}, and the clock is pinned. Each run gets a fresh calendar in a temporary folder, removed at the end.
 */
export async function runChaos(options: ChaosRunOptions): Promise<ChaosResults> {
  const scenarios = options.scenarios ?? SCENARIOS;
  if (!Number.isInteger(options.seeds) || options.seeds < 1 || options.seeds > MAX_SEEDS) {
    throw new RangeError(`seeds must be a whole number from 1 to ${MAX_SEEDS} (got ${options.seeds}).`);
  }
  const maxSteps = options.maxSteps ?? 10;
  const directory = await mkdtemp(join(tmpdir(), 'chaos-'));
  try {
    const settings = { tools: await loadTools(), maxSteps, directory };
    const jobs = options.rates.flatMap((rate) =>
      scenarios.flatMap((scenario, position) =>
        Array.from({ length: options.seeds }, (_, index) => ({
          scenario,
          chaos: { rate, seed: chaosSeed(position, index + 1) },
        })),
      ),
    );
    const runs = await inPool(jobs, options.concurrency ?? 32, () => {
      const run = createScenarioRunner(settings);
      return (job) => run(job.scenario, job.chaos);
    });
    const rates = options.rates.map((rate) =>
      totals(
        rate,
        runs.filter((run) => run.rate === rate),
      ),
    );
    return { seeds: options.seeds, maxSteps, scenarios, rates, runs };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
// #endregion run-chaos

/** Most seeds per scenario: run `k` of scenario `i` (from 0) uses chaos seed `1000 * i + k`. */
export const MAX_SEEDS = 1000;

/**
 * The chaos seed of run `run` (from 1) of the scenario at `index` (from 0) in the list being run: each scenario gets
 * its own seeds, so their corruptions are independent, and adding seeds only adds runs.
 */
export function chaosSeed(index: number, run: number): number {
  return MAX_SEEDS * index + run;
}

/**
 * What makes `npm run chaos` fail, one line each: any crash at any rate, and any scenario that did not complete at a
 * rate up to {@link COMPLETION_TARGET_RATE}. Empty when every target is met.
 */
export function missedTargets(results: ChaosResults): string[] {
  return results.rates.flatMap((rate) => {
    const missed: string[] = [];
    const percent = formatRate(rate.rate);
    if (rate.crashes > 0)
      missed.push(`${rate.crashes} of ${rate.runs} runs crashed at ${percent} (the target is none)`);
    if (rate.rate <= COMPLETION_TARGET_RATE + 1e-9 && rate.completed < rate.runs) {
      const failed = rate.runs - rate.completed;
      missed.push(`${failed} of ${rate.runs} runs did not complete at ${percent} (the target is none)`);
    }
    return missed;
  });
}

/** `30%`, `12.5%`. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

function totals(rate: number, runs: readonly ScenarioRun[]): RateResult {
  const exits: Record<ExitReason | 'exception', number> = {
    answered: 0,
    'iteration-limit': 0,
    'model-error': 0,
    cancelled: 0,
    exception: 0,
  };
  const byKind = Object.fromEntries(CHAOS_KINDS.map((kind) => [kind, 0])) as Record<ChaosKind, number>;
  for (const run of runs) {
    exits[run.exit]++;
    for (const kind of CHAOS_KINDS) byKind[kind] += run.chaos.byKind[kind];
  }
  const sum = (value: (run: ScenarioRun) => number) => runs.reduce((total, run) => total + value(run), 0);
  return {
    rate,
    runs: runs.length,
    completed: runs.filter((run) => run.completed).length,
    crashes: runs.filter((run) => run.crashed).length,
    extraSteps: sum((run) => run.extraSteps),
    maxExtraSteps: Math.max(0, ...runs.map((run) => run.extraSteps)),
    exits,
    replies: sum((run) => run.chaos.replies),
    corrupted: sum((run) => run.chaos.corrupted),
    byKind,
  };
}

/** Runs the jobs on `size` workers, each made by `createWorker`, and returns the results in the jobs' order. */
async function inPool<J, T>(
  jobs: readonly J[],
  size: number,
  createWorker: () => (job: J) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    const work = createWorker();
    while (next < jobs.length) {
      const index = next++;
      results[index] = await work(jobs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, jobs.length)) }, worker));
  return results;
}
