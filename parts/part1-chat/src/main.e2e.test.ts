import { runPart } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** Runs this part as a learner would, with piped input, on the offline model, with the clock pinned. */
function runPart1(input: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = runPart(main, { input, args, env });
  return { ...run, status: run.code };
}

describe('part 1 end to end (offline model, piped input)', () => {
  it('answers every piped line and exits 0 at end of input', () => {
    const run = runPart1('hello\nwhat is the date tomorrow?\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('offline model (a rule-based stand-in, not an AI)');
    expect(run.stdout).toContain('you> hello\nagent> Hello! I am the offline stand-in');
    expect(run.stdout).toContain('you> what is the date tomorrow?\nagent> Tomorrow is Tuesday, 24 November 2026.');
  });

  it('keeps memory across turns, shows it with /history, and lists what the stand-in understands with /help', () => {
    const run = runPart1('hello\n/history\n/reset\n/history\n/help\n');
    expect(run.stdout).toContain('"text": "hello"');
    expect(run.stdout).toContain('The conversation was reset.');
    expect(run.stdout).toContain('(the history is empty)');
    expect(run.stdout).toContain('  /history   ');
    expect(run.stdout).toContain('The offline model is a set of rules, not an AI. It understands:');
    expect(run.stdout).toContain('book    "book a haircut tomorrow at 2pm"');
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

  it('says to put -- before the options when npm kept one for itself', () => {
    // `npm run part1 --provider ollama`: npm keeps the flag and passes its value on as a bare argument.
    const run = runPart1('', ['ollama'], { npm_config_provider: 'true', npm_lifecycle_event: 'part1' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      "npm took --provider ollama as its own option: put -- before the part's options (npm run part1 -- --provider ollama).",
    );
  });
});
