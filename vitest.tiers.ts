import { appendFileSync } from 'node:fs';

/**
 * The suite has two tiers. The quick one is every test that runs in the test's own process; the end-to-end one
 * (`*.e2e.test.ts`) starts a part, a server or several processes as a learner would, in pipes and pseudo-terminals,
 * and takes most of the time. CI runs both. A learner's `npm test` runs the quick tier, so that the loop of changing
 * a file and seeing it checked stays short; `npm run test:all` (E2E=1) runs both, without CI's strict docs checks.
 */
export function endToEndIncluded(env: Readonly<Record<string, string | undefined>>): boolean {
  return switchedOn(env.CI) || switchedOn(env.E2E);
}

/** `CI=1`, `CI=true` and `E2E=yes` switch a check on; unset, empty, `0`, `false` and `no` leave it off. */
export function switchedOn(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'no'].includes(value.trim().toLowerCase());
}

/** The glob that names the end-to-end tier's files. */
export const END_TO_END_FILES = '**/*.e2e.test.ts';

/**
 * What the main Vitest process decided about the tiers, handed to the tests through `provide` (`inject('tiers')`):
 * the switches it read before `vitest.setup.ts` cleared them from the tests' environment, and the exclusion list it
 * actually ran with. A test can then check the decision the run made, not the same function run again in a worker.
 */
export interface TierDecision {
  readonly switches: { readonly CI: string | undefined; readonly E2E: string | undefined };
  readonly exclude: readonly string[];
}

declare module 'vitest' {
  /** What the shared configuration (`vitest.shared.ts`) hands to the tests (`inject`). */
  export interface ProvidedContext {
    tiers: TierDecision;
  }
}

/** One package's count of test files run in each tier, as the tier reporter appends it to `TEST_TIER_LOG`. */
export interface TierCount {
  readonly folder: string;
  readonly quick: number;
  readonly endToEnd: number;
}

/**
 * A Vitest reporter that counts the test files that ran in each tier and, when `TEST_TIER_LOG` names a file, appends
 * the count there as one JSON line. CI sums the lines (`.ci/run`) and fails on zero end-to-end files: a configuration
 * that quietly left the tier out would otherwise pass as green.
 */
export function tierCountReporter(env: Readonly<Record<string, string | undefined>>) {
  return {
    onTestRunEnd(modules: ReadonlyArray<{ moduleId: string; state(): string }>): void {
      const log = env.TEST_TIER_LOG;
      if (!log) return;
      const ran = modules.filter((module) => module.state() !== 'skipped' && module.state() !== 'queued');
      const endToEnd = ran.filter((module) => module.moduleId.endsWith('.e2e.test.ts')).length;
      const count: TierCount = { folder: process.cwd(), quick: ran.length - endToEnd, endToEnd };
      appendFileSync(log, `${JSON.stringify(count)}\n`);
    },
  };
}
