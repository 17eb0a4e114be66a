import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { boundariesOf, type DrillResult, type DrillScenario, killAndResume, referenceRun } from './crash-drill.ts';

/** What the full crash drill found: every (scenario, boundary) pair tried, and those that went wrong. */
export interface CrashDrillResults {
  readonly pairs: number;
  readonly failures: readonly DrillResult[];
}

// #region run-crash-drill
/**
 * Part 6's kill-at-every-step check over every chaos scenario: for each boundary of its uninterrupted run (just
 * before and just after each record), a child process is killed there with SIGKILL, the run is resumed, and the
 * calendar and the log are compared with the uninterrupted run. `concurrency` children run at once.
 */
export async function runCrashDrill(
  scenarios: readonly DrillScenario[],
  { concurrency = 2, onScenarioDone }: { concurrency?: number; onScenarioDone?: (line: string) => void } = {},
): Promise<CrashDrillResults> {
  const parent = await mkdtemp(join(tmpdir(), 'crash-drill-'));
  try {
    const work: (() => Promise<DrillResult>)[] = [];
    const left = new Map<string, number>();
    for (const scenario of scenarios) {
      const reference = await referenceRun(scenario, parent);
      for (const boundary of boundariesOf(reference.records.length)) {
        work.push(() => killAndResume(scenario, boundary, reference, parent));
      }
      left.set(scenario.name, boundariesOf(reference.records.length).length);
    }
    const results: DrillResult[] = [];
    let scenariosDone = 0;
    const next = async (): Promise<void> => {
      for (let job = work.shift(); job; job = work.shift()) {
        const result = await job();
        results.push(result);
        const remaining = (left.get(result.scenario) ?? 1) - 1;
        left.set(result.scenario, remaining);
        if (remaining === 0)
          onScenarioDone?.(progressLine(result.scenario, ++scenariosDone, scenarios.length, results));
      }
    };
    const pairs = work.length;
    await Promise.all(Array.from({ length: concurrency }, next));
    return { pairs, failures: results.filter((result) => result.problems.length > 0) };
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}
// #endregion run-crash-drill

/** One line when a scenario's every boundary has been tried: which, how far the drill is, and how it went. */
function progressLine(name: string, done: number, total: number, results: readonly DrillResult[]): string {
  const mine = results.filter((result) => result.scenario === name);
  const failed = mine.filter((result) => result.problems.length > 0).length;
  return `crash drill: ${done}/${total} scenarios done; "${name}": ${mine.length} pairs, ${failed} failed`;
}

/** The report's lines: how many pairs were tried, and each failure with its boundary. */
export function formatCrashDrill({ pairs, failures }: CrashDrillResults): string {
  const lines = [
    `Part 6 crash drill: ${pairs} (scenario, step boundary) pairs killed with SIGKILL and resumed; ${pairs - failures.length} ended with the calendar of the uninterrupted run, no double booking, each call run once, each approval given once and each turn answered once.`,
  ];
  for (const failure of failures) {
    lines.push(
      `  ${failure.scenario}, ${failure.boundary.when} record ${failure.boundary.seq}: ${failure.problems.join('; ')}`,
    );
  }
  return lines.join('\n');
}
