import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./eval-cli.ts', import.meta.url));

/** Starts `npm run eval`'s program as the script does (node with tsx), and waits for it to end. */
async function evalCli(args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run eval', () => {
  it('runs the tasks asked for, prints progress and a table, and writes the JSON and the chart it names', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    const json = join(folder, 'out.json');
    const { code, stdout, stderr } = await evalCli(['--trials', '2', '--only', 'cancel', '--json', json]);
    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/^\[ 2\/14\] cancel-approved: 2\/2 passed$/m);
    expect(stdout).toMatch(/^cancel-declined +cancel +2\/2 +100 % +100 %$/m);
    expect(stdout).toContain('7 tasks, 2 trials each, on offline model');
    const summary = JSON.parse(readFileSync(json, 'utf8'));
    expect(summary).toMatchObject({ trials: 2, passAt1: 1, passHatK: 1 });
    expect(summary.tasks).toHaveLength(7);
    expect(summary.tasks[0]).toEqual({ id: 'cancel-approved', trials: 2, passes: 2, passAt1: 1, passHatK: 1 });
    const chart = stdout.trim().split('\n').at(-1)!;
    expect(chart).toBe(`Chart: ${join(folder, 'out.svg')}`);
    const svg = readFileSync(join(folder, 'out.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg.match(/<circle /g)).toHaveLength(2);
    expect(svg).not.toMatch(/<script|href=/);
  });

  it('says what is wrong with a bad flag in one line, with no stack trace, and exits 2', async () => {
    const { code, stdout, stderr } = await evalCli(['--trials', 'lots']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'error: --trials must be a whole number from 1 to 50 (got "lots").\nRun with --help for usage.\n',
    );
    const unknown = await evalCli(['--only', 'nothing-like-this']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'error: --only: no task\'s id contains "nothing-like-this", and it is not a kind (book, move, cancel, question, ask, refuse).\nRun with --help for usage.\n',
    );
  });

  it('refuses a --json path it cannot write before the first trial, and counts one task as one', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'eval-cli-'));
    const blocked = await evalCli(['--only', 'cancel-approved', '--json', folder]);
    expect(blocked.code).toBe(2);
    expect(blocked.stdout).toBe('');
    expect(blocked.stderr).toBe(
      `error: --json ${folder} cannot be written (it is a folder): give a file in a folder you can write to.\nRun with --help for usage.\n`,
    );
    const one = await evalCli(['--trials', '1', '--only', 'cancel-approved', '--chart', join(folder, 'c.svg')]);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain('Eval: 1 task, 1 trial each, on offline model');
    expect(one.stdout).toContain('1 task, 1 trial each, on offline model');
  });

  it('shows its help', async () => {
    const { code, stdout } = await evalCli(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: npm run eval [-- options]');
    expect(stdout).toContain('--trials K');
  });
});
