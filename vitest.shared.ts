import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import {
  END_TO_END_FILES,
  endToEndIncluded,
  switchedOn,
  type TierDecision,
  tierCountReporter,
} from './vitest.tiers.ts';

// End-to-end tests (`*.e2e.test.ts`) start a part, a server or several processes as a learner would; they take most
// of the suite's time, so a learner's `npm test` leaves them to CI and `npm run test:all` (vitest.tiers.ts).
const exclude = endToEndIncluded(process.env) ? configDefaults.exclude : [...configDefaults.exclude, END_TO_END_FILES];

// Read here, in the main process, before the setup file clears `CI` and `E2E` from every test's environment.
const tiers: TierDecision = { switches: { CI: process.env.CI, E2E: process.env.E2E }, exclude };

/**
 * The one Vitest configuration every package's `vitest.config.ts` re-exports, so that all tests start the same way:
 * from a clean environment (`vitest.setup.ts`), in a temporary folder of their own, with one time limit.
 */
export default defineConfig({
  test: {
    exclude,
    // A package whose every test is end to end has nothing to run in the quick tier, which is not a failure.
    passWithNoTests: true,
    // The second fails a quick-tier test that starts a process (vitest.process-guard.ts).
    setupFiles: [
      fileURLToPath(new URL('./vitest.setup.ts', import.meta.url)),
      fileURLToPath(new URL('./vitest.process-guard.ts', import.meta.url)),
    ],
    // One temporary folder per run, removed at its end: no test leaves folders behind in the learner's /tmp.
    globalSetup: [fileURLToPath(new URL('./vitest.global-setup.ts', import.meta.url))],
    // Tests wait for events (a line printed, a file written, a process gone), so a busy machine makes them slower, not
    // wrong: the limit is only a last resort against a hang, and a loaded machine (load 100 on 2 cores) needs minutes.
    testTimeout: 300_000,
    // Read here, before the setup file clears `CI` from every test's environment: the docs check is strict only in
    // CI, where a stale page is the maintainers' to fix, not a learner's (tooling/tutorial-tools/src/maintainer-checks.ts).
    provide: { maintainerChecks: switchedOn(process.env.CI), tiers },
    // The default report, and a count of the files run in each tier for CI to check (TEST_TIER_LOG).
    reporters: ['default', tierCountReporter(process.env)],
  },
});
