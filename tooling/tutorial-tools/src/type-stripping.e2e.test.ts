import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';

const run = promisify(execFile);

/**
 * Whether this Node runs `.ts` files itself (type stripping: on by default from Node 22.18 and in 24 and later).
 * Node 20, which the dependencies still allow, does not, and there every part starts through `tsx` instead.
 */
const stripsTypes = Boolean((process.features as { typescript?: string | false }).typescript);

const parts = readdirSync(join(REPO_ROOT, 'parts')).filter((name) => /^part\d+-/.test(name));

describe.runIf(stripsTypes)(`each part on plain node ${process.version}, with no loader`, () => {
  it('finds the parts to start (a positive control: an empty list would pass the next test)', () => {
    expect(parts.length).toBeGreaterThanOrEqual(6);
  });

  it.each(parts)('%s starts from its src/main.ts and prints its help', async (part) => {
    // No NODE_OPTIONS: a `--import tsx` there would hide the very syntax this checks that Node can erase.
    const env = { ...process.env, NODE_OPTIONS: '' };
    const { stdout, stderr } = await run(process.execPath, [join('parts', part, 'src', 'main.ts'), '--help'], {
      cwd: REPO_ROOT,
      env,
      encoding: 'utf8',
    });
    expect(stderr, `node parts/${part}/src/main.ts --help wrote to stderr`).toBe('');
    expect(stdout).toMatch(/^Part \d+: /);
    expect(stdout).toContain('Usage: npm run part');
  });
});
