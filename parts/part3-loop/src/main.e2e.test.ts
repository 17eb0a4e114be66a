import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newCalendarFile, partEnvironment, REPO_ROOT, runPart } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** Runs this part as a learner would, with piped input, on the offline model, with the clock pinned. */
function runPart3(input: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = runPart(main, { input, args, env });
  return { ...run, status: run.code };
}

describe('part 3 end to end (offline model, piped input)', () => {
  it('answers every piped line and exits 0 at end of input', () => {
    const run = runPart3('hello\nwhat is the date tomorrow?\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('offline model (a rule-based stand-in, not an AI)');
    expect(run.stdout).toMatch(/you> hello\nstep 1\/10 {2}answer \(model [\d.]+ ms\)\nagent> Hello! I am the offline/);
    expect(run.stdout).toMatch(/you> what is the date tomorrow\?\n.*\nagent> Tomorrow is Tuesday, 24 November 2026\./);
  });

  it('keeps memory across turns, shows it with /history, and lists what the stand-in understands with /help', () => {
    const run = runPart3('hello\n/history\n/reset\n/history\n/help\n');
    expect(run.stdout).toContain('"text": "hello"');
    expect(run.stdout).toContain('The conversation was reset.');
    expect(run.stdout).toContain('(the history is empty)');
    expect(run.stdout).toContain('  /history   ');
    expect(run.stdout).toContain('The offline model is a set of rules, not an AI. It understands:');
    expect(run.stdout).toContain('book    "book a haircut tomorrow at 2pm"');
  });

  it('stops at exit without reading further', () => {
    const run = runPart3('exit\nhello\n');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Hello!');
  });

  it('prints --help and exits 0', () => {
    const run = runPart3('', ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run part3');
    expect(run.stdout).toContain('--max-steps N');
    expect(run.stdout).toContain('--calendar PATH');
    expect(run.stdout).toContain('--provider NAME');
  });

  it('refuses an unknown provider in one line, with no stack trace', () => {
    const run = runPart3('hello\n', ['--provider', 'nonsense']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown provider "nonsense"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown flag in one line', () => {
    const run = runPart3('', ['--colour']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--colour'/);
    expect(run.stderr).toContain('Run with --help for usage.');
  });

  it('books after a visible availability check, then moves the booking with --yes', () => {
    const calendar = newCalendarFile();
    const book = runPart3('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    expect(book.status).toBe(0);
    expect(book.stdout).toMatch(/step 1\/10 {2}checkAvailability start=2026-11-24T14:00 → .*is free/);
    expect(book.stdout).toMatch(/step 2\/10 {2}scheduleAppointment start=2026-11-24T14:00 title=Haircut → Booked/);
    expect(book.stdout).toMatch(/agent> .*Booked.*Haircut/);

    const move = runPart3('move my haircut tomorrow to 4pm\n', ['--calendar', calendar, '--yes']);
    expect(move.status).toBe(0);
    expect(move.stdout).toContain('approve> Cancel Tue 24 Nov 14:00–14:30 "Haircut"? yes (--yes)');
    expect(move.stdout).toMatch(/scheduleAppointment start=2026-11-24T16:00 title=Haircut durationMinutes=30 → Booked/);
    const appointments = JSON.parse(readFileSync(calendar, 'utf8')).appointments;
    expect(appointments).toMatchObject([{ start: '2026-11-24T16:00', title: 'Haircut' }]);
  });

  it('shows the trace and the usage on request', () => {
    const run = runPart3('/trace\nis tomorrow at 10am free?\n/usage\n');
    expect(run.stdout).toContain('Trace on: every request and reply will be shown.');
    expect(run.stderr).toContain('── request 1 ──\n[system]\nYou are a friendly scheduling assistant');
    expect(run.stderr).toContain('[user]\nis tomorrow at 10am free?');
    expect(run.stderr).toMatch(/── reply 1 \([\d.]+ ms\) ──\n\{"action":"tool","tool":"checkAvailability"/);
    expect(run.stdout).toContain('Last message: 2 model call(s), ended: answered, tokens not reported by this model.');
    expect(run.stdout).toContain('Session: 1 message(s), 2 model call(s)');
  });

  it('declines a deletion when input is piped and --yes is not given', () => {
    const calendar = newCalendarFile();
    runPart3('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    const cancel = runPart3('cancel my 2pm tomorrow\n', ['--calendar', calendar]);
    expect(cancel.stdout).toContain('no: input is not a terminal (run with --yes to approve)');
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toHaveLength(1);
  });

  it('refuses a damaged calendar by name, in one line, and leaves it untouched', () => {
    const calendar = newCalendarFile();
    writeFileSync(calendar, '{"version": 1, "appointments": [');
    const run = runPart3('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(calendar);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    // The file is the problem, not the command line: no pointer to --help.
    expect(run.stderr).not.toContain('--help');
    expect(readFileSync(calendar, 'utf8')).toBe('{"version": 1, "appointments": [');
  });

  it('says to put -- before the options when npm kept one for itself', () => {
    const run = runPart3('', [], { npm_config_yes: 'true', npm_lifecycle_event: 'part3' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm took --yes as its own option: put -- before the part');
    expect(run.stderr).toContain('npm run part3 -- --yes');
  });

  it('refuses a folder as its input in one line, with a non-zero exit', () => {
    const run = spawnSync(
      `${JSON.stringify(process.execPath)} --import tsx ${JSON.stringify(fileURLToPath(main))} < .`,
      {
        shell: true,
        cwd: REPO_ROOT,
        env: partEnvironment(),
        encoding: 'utf8',
      },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The input is a folder, not text');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("prints a damaged calendar's contents without their escape sequences", () => {
    const calendar = newCalendarFile();
    const id = '\u001b]0;pwned\u0007\u001b[2J\u001bc';
    writeFileSync(calendar, JSON.stringify({ version: 1, appointments: [{ id, start: 'x', end: 'y' }] }));
    const run = runPart3('hello\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).not.toContain('\u001b');
    expect(run.stderr).not.toContain('\u0007');
  });
});
