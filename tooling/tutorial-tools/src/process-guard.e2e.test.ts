import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs Vitest with the repository's shared configuration on a folder of test files, end-to-end tier included. */
function vitestOn(files: Record<string, string>): { status: number | null; output: string } {
  // Inside the package, so that the files' `import … from 'vitest'` finds the repository's node_modules.
  const folder = mkdtempSync(join(REPO_ROOT, 'tooling', 'tutorial-tools', '.process-guard-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  const vitest = join(REPO_ROOT, 'node_modules', '.bin', 'vitest');
  const config = join(REPO_ROOT, 'vitest.shared.ts');
  const result = spawnSync(vitest, ['run', '--root', folder, '--config', config], {
    encoding: 'utf8',
    env: { ...process.env, E2E: '1', NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const STARTS_TRUE = "import { execFileSync } from 'node:child_process';\nimport { it } from 'vitest';\n";

describe('the quick tier’s process guard (vitest.process-guard.ts)', () => {
  it('fails a quick-tier test that starts a process, naming its file, even when the error is caught', () => {
    const run = vitestOn({
      'starts.test.ts': `${STARTS_TRUE}it('starts true', () => { try { execFileSync('true'); } catch {} });\n`,
      // Positive controls: a quick-tier test that starts nothing passes, and an end-to-end test may start a process.
      'pure.test.ts': "import { expect, it } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));\n",
      'starts.e2e.test.ts': `${STARTS_TRUE}it('starts true', () => { execFileSync('true'); });\n`,
    });
    expect(run.output).toContain('starts.test.ts started a process (execFileSync true), but it is a quick-tier test');
    expect(run.output).toMatch(/Test Files\s+1 failed \| 2 passed \(3\)/);
    expect(run.status).toBe(1);
  });
});
