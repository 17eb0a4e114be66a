import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHAOS_KINDS, NATIVE_CHAOS_KINDS } from '@scheduling-agent/offline-model';
import type { ExitReason } from '@scheduling-agent/part3-loop';
import { loadTools } from '@scheduling-agent/part3-loop';
import { loadTools as loadNativeTools } from '@scheduling-agent/part4-native-tools';
import { createScenarioRunner, type ScenarioRun, type ScenarioRunner } from './run-scenario.ts';
import { createMcpScenarioRunner } from './run-scenario-mcp.ts';
import { createNativeScenarioRunner } from './run-scenario-native.ts';
import { SCENARIOS, type Scenario } from './scenarios.ts';

/** Which agent a chaos run drives: Part 3 (JSON actions, text chaos), Part 4 (native calls, native chaos) or Part 5 (Part 4's, tools over MCP). */
export type ChaosPart = 'part3' | 'part4' | 'part5';

/** The corruption kinds each part's chaos mode applies, in the order reports list them. */
export const KINDS_OF: Readonly<Record<ChaosPart, readonly string[]>> = {
  part3: CHAOS_KINDS,
  part4: NATIVE_CHAOS_KINDS,
  part5: NATIVE_CHAOS_KINDS,
};

/** What to run: the part (default Part 3), the rates, how many seeds (runs) per scenario and rate, and optionally other scenarios. */
export interface ChaosRunOptions {
  readonly part?: ChaosPart;
  readonly rates: readonly number[];
  readonly seeds: number;
  readonly scenarios?: readonly Scenario[];
  /** Model calls per message, as Part 3's `--max-steps` (default 10). */
  readonly maxSteps?: number;
  /**
   * Runs in flight at once (default 4), each with its own agent and calendar file, so they do not interfere. The runs
   * are in-process and spend their time on the CPU; each one in flight sets up an agent (on Part 5, also an MCP
   * connection with its schema validators), so more only adds set-up: at 32, Part 3's 55 runs at 30% took 3.2–3.3 s
   * of CPU, at 4 2.5 s, in no more time (28 November 2026).
   */
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
  readonly byKind: Readonly<Record<string, number>>;
}

/** Everything a chaos run found: what it ran, the totals per rate, and every run with its trace. */
export interface ChaosResults {
  readonly part: ChaosPart;
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
    const part = options.part ?? 'part3';
    const createRunner = async (): Promise<() => ScenarioRunner | Promise<ScenarioRunner>> => {
      if (part === 'part5') return () => createMcpScenarioRunner({ maxSteps, directory });
      if (part === 'part4') {
        const tools = await loadNativeTools();
        return () => createNativeScenarioRunner({ tools, maxSteps, directory });
      }
      const tools = await loadTools();
      return () => createScenarioRunner({ tools, maxSteps, directory });
    };
    const newRunner = await createRunner();
    const jobs = options.rates.flatMap((rate) =>
      scenarios.flatMap((scenario, position) =>
        Array.from({ length: options.seeds }, (_, index) => ({
          scenario,
          chaos: { rate, seed: chaosSeed(position, index + 1) },
        })),
      ),
    );
    const runs = await inPool(jobs, options.concurrency ?? 4, () => {
      const run = newRunner();
      return async (job) => (await run)(job.scenario, job.chaos);
    });
    const rates = options.rates.map((rate) =>
      totals(
        rate,
        runs.filter((run) => run.rate === rate),
        KINDS_OF[part],
      ),
    );
    return { part, seeds: options.seeds, maxSteps, scenarios, rates, runs };
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
 * What makes `npm run chaos` fail, one line each: any crash at any rate, and (unless `completion` is false) any
 * scenario that did not complete at a rate up to {@link COMPLETION_TARGET_RATE}. Empty when every target is met.
 */
export function missedTargets(results: ChaosResults, options: { completion?: boolean } = {}): string[] {
  return results.rates.flatMap((rate) => {
    const missed: string[] = [];
    const percent = formatRate(rate.rate);
    const part = results.part === 'part3' ? '' : `Part ${results.part.slice(-1)}: `;
    if (rate.crashes > 0)
      missed.push(`${part}${rate.crashes} of ${rate.runs} runs crashed at ${percent} (the target is none)`);
    if ((options.completion ?? true) && rate.rate <= COMPLETION_TARGET_RATE + 1e-9 && rate.completed < rate.runs) {
      const failed = rate.runs - rate.completed;
      missed.push(`${part}${failed} of ${rate.runs} runs did not complete at ${percent} (the target is none)`);
    }
    return missed;
  });
}

/** `30%`, `12.5%`. */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

function totals(rate: number, runs: readonly ScenarioRun[], kinds: readonly string[]): RateResult {
  const exits: Record<ExitReason | 'exception', number> = {
    answered: 0,
    'iteration-limit': 0,
    'model-error': 0,
    cancelled: 0,
    exception: 0,
  };
  const byKind: Record<string, number> = Object.fromEntries(kinds.map((kind) => [kind, 0]));
  for (const run of runs) {
    exits[run.exit]++;
    for (const kind of kinds) byKind[kind] = (byKind[kind] ?? 0) + (run.chaos.byKind[kind] ?? 0);
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
