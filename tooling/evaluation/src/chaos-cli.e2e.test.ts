import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./chaos-cli.ts', import.meta.url));
const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

describe('npm run chaos', () => {
  it('lines its --help options up: every flag starts two spaces in', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    const flags = help.stdout.split('\n').filter((line) => /^\s*-/.test(line));
    expect(flags.length).toBeGreaterThan(5);
    expect(flags.filter((line) => !/^ {2}-/.test(line))).toEqual([]);
  });

  it('says what it is doing on stderr as it goes, and keeps the report on stdout', () => {
    const small = run(['--seeds', '1', '--part4-seeds', '0', '--rates', '0', '--crash-drill', '0']);
    expect(small.status).toBe(0);
    expect(small.stderr).toMatch(/^chaos: part 3, \d+ scenarios × 1 rate\(s\) × 1 seed\(s\)… \(\d+ s\)\n$/);
    expect(small.stdout).toContain('scenarios completed');
    expect(small.stdout).not.toContain('chaos: part 3,');
  });
});
