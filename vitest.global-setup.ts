import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs once per package's test run, before any test: gives the run a temporary folder of its own (through `TMPDIR`,
 * which `os.tmpdir()` and spawned programs read) and removes it, with everything the tests left in it, when the run
 * ends. Tests still clean up what they can; this is what keeps a failed or killed test from leaving folders behind.
 */
export default function setup(): () => void {
  pinTimeZoneAndLocale();
  // biome-ignore lint/suspicious/noUndeclaredEnvVars: where tests write, which no result depends on
  const previous = process.env.TMPDIR;
  const folder = mkdtempSync(join(tmpdir(), 'scheduling-agent-tests-'));
  process.env.TMPDIR = folder;
  return () => {
    // biome-ignore lint/suspicious/noUndeclaredEnvVars: as above
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
}

/**
 * Every test runs in UTC and in American English, whatever the shell says (a learner following the docs has
 * `TZ=Europe/London` exported; another has `LANG=de_DE.UTF-8`): a date printed or a weekday computed comes out the same
 * on every machine, in CI and in the exercise check. Set here, before Vitest starts its workers, because Node reads
 * the locale when a process starts. A test that needs a zone passes its own (`TZ` to a spawned part, or a clock).
 */
function pinTimeZoneAndLocale(): void {
  for (const name of Object.keys(process.env)) if (/^(LANG|LANGUAGE|LC_[A-Z]+)$/.test(name)) delete process.env[name];
  process.env.LC_ALL = 'C.UTF-8';
  process.env.TZ = 'UTC';
}
