import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs Part 1 as a learner would, with piped input, on the offline model, with the clock pinned. */
function runPart1(input: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const cleanEnv: NodeJS.ProcessEnv = {
    ...process.env,
    AGENT_NOW: '2026-11-23T08:30:00Z',
    TZ: 'Europe/London',
    NO_COLOR: '1',
  };
  for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'LLM_PROVIDER']) delete cleanEnv[name];
  // Set rather than deleted: a learner's .env fills only unset variables, and must not send this test to a real model.
  cleanEnv.LLM_PROVIDER = 'offline';
  return spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    cwd: repoRoot,
    input,
    encoding: 'utf8',
    env: { ...cleanEnv, ...env },
    timeout: 60_000,
  });
}

describe('part 1 end to end (offline model, piped input)', () => {
  it('answers every piped line and exits 0 at end of input', () => {
    const run = runPart1('hello\nwhat is the date tomorrow?\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('offline model (a rule-based stand-in, not an AI)');
    expect(run.stdout).toContain('you> hello\nagent> Hello! I am the offline stand-in');
    expect(run.stdout).toContain('you> what is the date tomorrow?\nagent> Tomorrow is Tuesday, 24 November 2026.');
  });

  it('keeps memory across turns and shows it with /history', () => {
    const run = runPart1('hello\n/history\n/reset\n/history\n');
    expect(run.stdout).toContain('"text": "hello"');
    expect(run.stdout).toContain('The conversation was reset.');
    expect(run.stdout).toContain('(the history is empty)');
  });

  it('stops at exit without reading further', () => {
    const run = runPart1('exit\nhello\n');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Hello!');
  });

  it('prints --help and exits 0', () => {
    const run = runPart1('', ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run part1');
    expect(run.stdout).toContain('--provider NAME');
  });

  it('refuses an unknown provider in one line, with no stack trace', () => {
    const run = runPart1('hello\n', ['--provider', 'nonsense']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown provider "nonsense"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown flag in one line', () => {
    const run = runPart1('', ['--colour']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--colour'/);
  });
});
