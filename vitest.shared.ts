import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { endToEndIncluded, switchedOn } from './vitest.tiers.ts';

/**
 * The one Vitest configuration every package's `vitest.config.ts` re-exports, so that all tests start the same way:
 * from a clean environment (`vitest.setup.ts`), in a temporary folder of their own, with one time limit.
 */
export default defineConfig({
  test: {
    // End-to-end tests (`*.e2e.test.ts`) start a part, a server or several processes as a learner would; they take
    // most of the suite's time, so a learner's `npm test` leaves them to CI and `npm run test:all` (vitest.tiers.ts).
    exclude: endToEndIncluded(process.env) ? configDefaults.exclude : [...configDefaults.exclude, '**/*.e2e.test.ts'],
    // A package whose every test is end to end has nothing to run in the quick tier, which is not a failure.
    passWithNoTests: true,
    setupFiles: [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))],
    // One temporary folder per run, removed at its end: no test leaves folders behind in the learner's /tmp.
    globalSetup: [fileURLToPath(new URL('./vitest.global-setup.ts', import.meta.url))],
    // Tests wait for events (a line printed, a file written, a process gone), so a busy machine makes them slower, not
    // wrong: the limit is only a last resort against a hang, and a loaded machine (load 100 on 2 cores) needs minutes.
    testTimeout: 300_000,
    // Read here, before the setup file clears `CI` from every test's environment: the docs check is strict only in
    // CI, where a stale page is the maintainers' to fix, not a learner's (tooling/tutorial-tools/src/maintainer-checks.ts).
    provide: { maintainerChecks: switchedOn(process.env.CI) },
  },
});
