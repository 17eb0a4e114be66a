import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { newCalendarFile, partEnvironment, REPO_ROOT, runPart } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** Runs this part as a learner would, with piped input, on the offline model, with the clock pinned. */
function runPart7(input: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = runPart(main, { input, args, env });
  return { ...run, status: run.code };
}

describe('part 7 end to end (offline model, the calendar over MCP, piped input)', () => {
  it('answers every piped line and exits 0 at end of input', () => {
    const run = runPart7('hello\nwhat is the date tomorrow?\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('offline model (a rule-based stand-in, not an AI)');
    expect(run.stdout).toMatch(/you> hello\nagent> Hello! I am the offline/);
    expect(run.stdout).toMatch(/you> what is the date tomorrow\?\nagent> Tomorrow is Tuesday, 24 November 2026\./);
  });

  it('keeps memory across turns, shows it with /history, and lists what the stand-in understands with /help', () => {
    const run = runPart7('hello\n/history\n/reset\n/history\n/help\n');
    expect(run.stdout).toContain('"text": "hello"');
    expect(run.stdout).toContain('The conversation was reset.');
    expect(run.stdout).toContain('(the history is empty)');
    expect(run.stdout).toContain('  /history   ');
    expect(run.stdout).toContain('The offline model is a set of rules, not an AI. It understands:');
    expect(run.stdout).toContain('book    "book a haircut tomorrow at 2pm"');
  });

  it('stops at exit without reading further', () => {
    const run = runPart7('exit\nhello\n');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Hello!');
  });

  it('prints --help and exits 0', () => {
    const run = runPart7('', ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run part7');
    expect(run.stdout).toContain('--mcp-config PATH');
    expect(run.stdout).toContain('--calendar PATH');
    expect(run.stdout).toContain('--provider NAME');
    expect(run.stdout).toContain('3 waiting for approval; 130 Ctrl-C');
    expect(run.stdout).not.toContain('--crash-at');
    // Every flag starts two spaces in, as every other line of the list does.
    const flags = run.stdout.split('\n').filter((line) => /^\s*-/.test(line));
    expect(flags.filter((line) => !/^ {2}-/.test(line))).toEqual([]);
  });

  it('refuses an unknown provider in one line, with no stack trace', () => {
    const run = runPart7('hello\n', ['--provider', 'nonsense']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown provider "nonsense"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown flag in one line', () => {
    const run = runPart7('', ['--colour']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--colour'/);
  });

  it('books through the calendar server after a visible check, and cancels, each call approved with --yes', () => {
    const calendar = newCalendarFile();
    const book = runPart7('book a haircut tomorrow at 2pm\n', ['--calendar', calendar, '--yes']);
    expect(book.status).toBe(0);
    expect(book.stdout).toContain(
      'Tools: checkAvailability, deleteAppointment, listAppointments, scheduleAppointment.',
    );
    expect(book.stdout).toMatch(/step 1\/10 {2}checkAvailability start=2026-11-24T14:00 → .*is free/);
    expect(book.stdout).toContain(
      'approve> Run scheduleAppointment start=2026-11-24T14:00 title=Haircut on calendar? yes',
    );
    expect(book.stdout).toMatch(/step 2\/10 {2}scheduleAppointment start=2026-11-24T14:00 title=Haircut → Booked/);
    expect(book.stdout).toMatch(/agent> .*Booked.*Haircut/);
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toMatchObject([{ title: 'Haircut' }]);

    const cancel = runPart7('cancel my haircut tomorrow\n', ['--calendar', calendar, '--yes']);
    expect(cancel.stdout).toMatch(
      /approve> Run deleteAppointment .* on calendar\? It would act on Tue 24 Nov 14:00–14:30 "Haircut" \(apt_\w+\)\. yes/,
    );
    expect(cancel.stdout).toMatch(/deleteAppointment .* → Cancelled/);
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toEqual([]);
  });

  it('shows the trace and the usage on request', () => {
    const run = runPart7('/trace\nis tomorrow at 10am free?\n/usage\n');
    expect(run.stdout).toContain('Trace on: every request and reply will be shown.');
    expect(run.stderr).toContain(
      '── request 1 (tool choice auto) ──\n[system]\nYou are a friendly scheduling assistant',
    );
    expect(run.stderr).toContain('[tools] checkAvailability, deleteAppointment, listAppointments, scheduleAppointment');
    expect(run.stderr).toContain('[user-input]\nis tomorrow at 10am free?');
    expect(run.stderr).toMatch(/── reply 1 \([\d.]+ ms, tool-calls\) ──\n\n\[call offline_1\] checkAvailability /);
    expect(run.stdout).toContain('Last message: 2 model call(s), ended: answered, tokens not reported by this model.');
    expect(run.stdout).toContain('Session: 1 message(s), 2 model call(s)');
  });

  it('waits for approval when input is piped without --yes, and another process approves it exactly once', () => {
    const calendar = newCalendarFile();
    const appointments = () => (existsSync(calendar) ? JSON.parse(readFileSync(calendar, 'utf8')).appointments : []);
    const run = runPart7('book a haircut tomorrow at 2pm\nhello\n', ['--calendar', calendar]);
    expect(run.status).toBe(3);
    expect(run.stdout).toMatch(/checkAvailability start=2026-11-24T14:00 → .*is free/);
    expect(run.stdout).toContain(
      'approve> Run scheduleAppointment start=2026-11-24T14:00 title=Haircut on calendar? waiting',
    );
    const id = /--approve (ap_[0-9a-f]{10})[ \n]/.exec(run.stdout)?.[1];
    // The printed commands carry the options this run used, so they answer it as they are.
    expect(run.stdout).toContain(`npm run part7 -- --reject ${id} --calendar ${calendar}\nin the same environment`);
    expect(run.stdout).not.toContain('you> hello');
    expect(appointments()).toEqual([]);

    const approved = runPart7('', ['--calendar', calendar, '--approve', id!]);
    expect(approved.status).toBe(0);
    expect(approved.stdout).toMatch(/scheduleAppointment start=2026-11-24T14:00 title=Haircut → Booked/);
    expect(appointments()).toMatchObject([{ title: 'Haircut' }]);

    const again = runPart7('', ['--calendar', calendar, '--approve', id!]);
    expect(again.status).toBe(1);
    // "(--approve)", or "(--approve by …)" once the who-approved exercise is done.
    expect(again.stderr).toMatch(
      new RegExp(`The call ${id} was already answered: approved \\(--approve[^)]*\\); nothing was run here, and its`),
    );
    expect(again.stderr).toContain('nothing was run here, and its run has finished.');
    expect(appointments()).toHaveLength(1);
  });

  it('refuses a damaged calendar by name, in one line, and leaves it untouched', () => {
    const calendar = newCalendarFile();
    writeFileSync(calendar, '{"version": 1, "appointments": [');
    const run = runPart7('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(calendar);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(calendar, 'utf8')).toBe('{"version": 1, "appointments": [');
  });

  it('says to put -- before the options when npm kept one for itself', () => {
    const run = runPart7('', [], { npm_config_yes: 'true', npm_lifecycle_event: 'part7' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm took --yes as its own option: put -- before the part');
    expect(run.stderr).toContain('npm run part7 -- --yes');
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
    const run = runPart7('hello\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).not.toContain('\u001b');
    expect(run.stderr).not.toContain('\u0007');
  });
});
