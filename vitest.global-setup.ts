import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs once per package's test run, before any test: gives the run a temporary folder of its own (through `TMPDIR`,
 * which `os.tmpdir()` and spawned programs read) and removes it, with everything the tests left in it, when the run
 * ends. Tests still clean up what they can; this is what keeps a failed or killed test from leaving folders behind.
 */
export default function setup(): () => void {
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
