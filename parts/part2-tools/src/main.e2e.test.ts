import { readFileSync, writeFileSync } from 'node:fs';
import { newCalendarFile, runPart } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** Runs this part as a learner would, with piped input, on the offline model, with the clock pinned. */
function runPart2(input: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = runPart(main, { input, args, env });
  return { ...run, status: run.code };
}

describe('part 2 end to end (offline model, piped input)', () => {
  it('answers every piped line and exits 0 at end of input', () => {
    const run = runPart2('hello\nwhat is the date tomorrow?\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('offline model (a rule-based stand-in, not an AI)');
    expect(run.stdout).toContain('you> hello\nagent> Hello! I am the offline stand-in');
    expect(run.stdout).toContain('you> what is the date tomorrow?\nagent> Tomorrow is Tuesday, 24 November 2026.');
  });

  it('keeps memory across turns, shows it with /history, and lists what the stand-in understands with /help', () => {
    const run = runPart2('hello\n/history\n/reset\n/history\n/help\n');
    expect(run.stdout).toContain('"text": "hello"');
    expect(run.stdout).toContain('The conversation was reset.');
    expect(run.stdout).toContain('(the history is empty)');
    expect(run.stdout).toContain('  /history   ');
    expect(run.stdout).toContain('The offline model is a set of rules, not an AI. It understands:');
    expect(run.stdout).toContain('book    "book a haircut tomorrow at 2pm"');
  });

  it('stops at exit without reading further', () => {
    const run = runPart2('exit\nhello\n');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Hello!');
  });

  it('prints --help and exits 0', () => {
    const run = runPart2('', ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run part2');
    expect(run.stdout).toContain('--calendar PATH');
    expect(run.stdout).toContain('--provider NAME');
  });

  it('refuses an unknown provider in one line, with no stack trace', () => {
    const run = runPart2('hello\n', ['--provider', 'nonsense']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown provider "nonsense"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown flag in one line', () => {
    const run = runPart2('', ['--colour']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--colour'/);
  });

  it('books an appointment, and a second run sees the slot taken', () => {
    const calendar = newCalendarFile();
    const book = runPart2('book a dentist appointment tomorrow at 10am\n', ['--calendar', calendar]);
    expect(book.status).toBe(0);
    expect(book.stdout).toContain('tool> scheduleAppointment start=2026-11-24T10:00 title=Dentist');
    expect(book.stdout).toMatch(/Booked Tue 24 Nov 10:00–10:30 Dentist \(apt_[0-9a-z]{6}\)\./);
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toHaveLength(1);

    const check = runPart2('is tomorrow at 10am available?\n', ['--calendar', calendar]);
    expect(check.stdout).toContain('tool> checkAvailability start=2026-11-24T10:00');
    expect(check.stdout).toContain('Tue 24 Nov 10:00–10:30 is taken: it overlaps Tue 24 Nov 10:00–10:30 Dentist');
  });

  it('refuses a damaged calendar by name, in one line, and leaves it untouched', () => {
    const calendar = newCalendarFile();
    writeFileSync(calendar, '{"version": 1, "appointments": [');
    const run = runPart2('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(calendar);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(calendar, 'utf8')).toBe('{"version": 1, "appointments": [');
  });

  it('asks before deleting, in words; piped input without --yes declines, and --yes deletes', () => {
    const calendar = newCalendarFile();
    runPart2('book a dentist appointment tomorrow at 10am\n', ['--calendar', calendar]);
    const declined = runPart2('cancel my 10am tomorrow\n', ['--calendar', calendar]);
    expect(declined.stdout).toContain(
      'approve> Cancel Tue 24 Nov 10:00–10:30 "Dentist"? no: input is not a terminal (run with --yes to approve)',
    );
    expect(declined.stdout).toContain('The person declined: deleteAppointment was not run.');
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toHaveLength(1);

    const approved = runPart2('cancel my 10am tomorrow\n', ['--calendar', calendar, '--yes']);
    expect(approved.stdout).toContain('approve> Cancel Tue 24 Nov 10:00–10:30 "Dentist"? yes (--yes)');
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toHaveLength(0);
  });

  it('says to put -- before the options when npm kept one for itself', () => {
    const run = runPart2('', [], { npm_config_yes: 'true', npm_lifecycle_event: 'part2' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm took --yes as its own option: put -- before the part');
  });
});
