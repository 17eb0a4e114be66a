import { createRequire, syncBuiltinESMExports } from 'node:module';
import { relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect } from 'vitest';

/**
 * Runs before every test file of every package (a setup file of `vitest.shared.ts`): a quick-tier test (any
 * `*.test.ts` that is not `*.e2e.test.ts`) that starts a process fails, whatever starts it: the test itself, the code
 * under test, a helper or a library. The quick tier is what a learner's `npm test` runs after every change, so it
 * must stay inside the test process; a test that starts one (a part, a server, `git`, `mkfifo`) belongs in the
 * end-to-end tier. Checked by what a test does rather than by what its file imports, so no helper hides one.
 */
const STARTERS = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

const GUARDED = Symbol.for('scheduling-agent.process-guard');

/**
 * What the guard saw in this worker: one message per process a quick-tier test tried to start. Kept on the global
 * object because this file runs again for every test file in the worker while the guard is installed only once.
 */
const OFFENCES = Symbol.for('scheduling-agent.process-guard.offences');
const shared = globalThis as { [OFFENCES]?: string[] };
shared[OFFENCES] ??= [];
const offences: string[] = shared[OFFENCES];

/** The test file running now, as Vitest's worker knows it (undefined between files). */
function currentTestFile(): string | undefined {
  return expect.getState().testPath;
}

/** True for a file of the end-to-end tier, which may start processes. */
function startsProcessesAllowed(testFile: string): boolean {
  return testFile.endsWith('.e2e.test.ts');
}

/** The message a quick-tier test that starts a process fails with: which file, which command, and what to do. */
function offenceMessage(testFile: string, starter: string, command: unknown): string {
  const file = relative(process.cwd(), testFile) || testFile;
  return (
    `${file} started a process (${starter} ${String(command)}), but it is a quick-tier test, which runs inside the ` +
    "test process (npm test). Rename it to *.e2e.test.ts, the end-to-end tier that CI and 'npm run test:all' run, " +
    'or test the code without a process.'
  );
}

/** The error for a process the running test may not start (recorded for the file's end), or undefined if it may. */
function check(starter: string, command: unknown): Error | undefined {
  const testFile = currentTestFile();
  if (testFile === undefined || startsProcessesAllowed(testFile)) return undefined;
  const message = offenceMessage(testFile, starter, command);
  offences.push(message);
  return new Error(message);
}

function install(): void {
  // The CommonJS exports object is the one every importer shares: replacing a function there and syncing the ESM
  // namespace reaches `import { spawn } from 'node:child_process'`, `require('child_process')` and libraries alike.
  const childProcess = createRequire(import.meta.url)('node:child_process') as Record<string, unknown>;
  if (childProcess[GUARDED as unknown as string]) return;
  for (const starter of STARTERS) {
    const original = childProcess[starter] as (...args: unknown[]) => unknown;
    const guarded = function guarded(this: unknown, ...args: unknown[]) {
      const offence = check(starter, args[0]);
      if (offence) throw offence;
      return original.apply(this, args);
    };
    // `exec` and `execFile` carry their own `util.promisify` version (resolving to `{ stdout, stderr }`): keep it, behind
    // the same check, so promisified calls in the end-to-end tier work as without the guard.
    const custom = (original as unknown as Record<symbol, (...args: unknown[]) => unknown>)[promisify.custom];
    if (custom) {
      Object.defineProperty(guarded, promisify.custom, {
        value(this: unknown, ...args: unknown[]) {
          const offence = check(starter, args[0]);
          return offence ? Promise.reject(offence) : custom.apply(this, args);
        },
      });
    }
    childProcess[starter] = guarded;
  }
  Object.defineProperty(childProcess, GUARDED, { value: true });
  syncBuiltinESMExports();
}

install();

// The code under test may catch the error above and carry on (a helper that reports "git failed"): the file still fails.
afterAll(() => {
  const seen = offences.splice(0);
  if (seen.length > 0) throw new Error([...new Set(seen)].join('\n'));
});
