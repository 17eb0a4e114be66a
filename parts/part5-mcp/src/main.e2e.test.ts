import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  HANG_GUARD_MS,
  newCalendarFile,
  partEnvironment,
  processAlive,
  REPO_ROOT,
  runPart,
} from '@scheduling-agent/cli-io/testing';
import { describe, expect, it, vi } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** Runs this part as a learner would, with piped input, on the offline model, with the clock pinned. */
function runPart5(input: string, args: string[] = [], env: Record<string, string> = {}) {
  const run = runPart(main, { input, args, env });
  return { ...run, status: run.code };
}

describe('part 5 end to end (offline model, the calendar over MCP, piped input)', () => {
  it('answers every piped line and exits 0 at end of input', () => {
    const run = runPart5('hello\nwhat is the date tomorrow?\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('offline model (a rule-based stand-in, not an AI)');
    expect(run.stdout).toMatch(/you> hello\nagent> Hello! I am the offline/);
    expect(run.stdout).toMatch(/you> what is the date tomorrow\?\nagent> Tomorrow is Tuesday, 24 November 2026\./);
  });

  it('keeps memory across turns, shows it with /history, and lists what the stand-in understands with /help', () => {
    const run = runPart5('hello\n/history\n/reset\n/history\n/help\n');
    expect(run.stdout).toContain('"text": "hello"');
    expect(run.stdout).toContain('The conversation was reset.');
    expect(run.stdout).toContain('(the history is empty)');
    expect(run.stdout).toContain('  /history   ');
    expect(run.stdout).toContain('The offline model is a set of rules, not an AI. It understands:');
    expect(run.stdout).toContain('book    "book a haircut tomorrow at 2pm"');
  });

  it('leaves no server running behind it when one hangs at start-up and it gives up', async () => {
    const folder = dirname(newCalendarFile());
    const pidFile = join(folder, 'server.pid');
    const script = `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`;
    const config = join(folder, 'mcp.json');
    writeFileSync(
      config,
      JSON.stringify({ mcpServers: { sleepy: { command: process.execPath, args: ['-e', script] } } }),
    );
    const run = runPart5('hello\n', ['--mcp-config', config], { MCP_START_TIMEOUT: '1' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('The MCP server "sleepy" did not answer within 1 s of starting.');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    try {
      // Killed before the part exited; the system then reaps it. Wait for that (an event: the wait only stops a hang).
      await vi.waitFor(() => expect(processAlive(pid), `the server (pid ${pid}) still runs`).toBe(false), {
        timeout: HANG_GUARD_MS,
        interval: 50,
      });
    } finally {
      if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('stops at exit without reading further', () => {
    const run = runPart5('exit\nhello\n');
    expect(run.status).toBe(0);
    expect(run.stdout).not.toContain('Hello!');
  });

  it('prints --help and exits 0', () => {
    const run = runPart5('', ['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run part5');
    expect(run.stdout).toContain('--mcp-config PATH');
    expect(run.stdout).toContain('--calendar PATH');
    expect(run.stdout).toContain('--provider NAME');
  });

  it('refuses an unknown provider in one line, with no stack trace', () => {
    const run = runPart5('hello\n', ['--provider', 'nonsense']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown provider "nonsense"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown flag in one line', () => {
    const run = runPart5('', ['--colour']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Unknown option '--colour'/);
  });

  it('books through the calendar server after a visible check, and cancels, each call approved with --yes', () => {
    const calendar = newCalendarFile();
    const book = runPart5('book a haircut tomorrow at 2pm\n', ['--calendar', calendar, '--yes']);
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

    const cancel = runPart5('cancel my haircut tomorrow\n', ['--calendar', calendar, '--yes']);
    expect(cancel.stdout).toMatch(/approve> Run deleteAppointment .* on calendar\? yes/);
    expect(cancel.stdout).toMatch(/deleteAppointment .* → Cancelled/);
    expect(JSON.parse(readFileSync(calendar, 'utf8')).appointments).toEqual([]);
  });

  it('shows the trace and the usage on request', () => {
    const run = runPart5('/trace\nis tomorrow at 10am free?\n/usage\n');
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

  it('declines a booking when input is piped and --yes is not given: it changes the calendar', () => {
    const calendar = newCalendarFile();
    const run = runPart5('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    expect(run.stdout).toMatch(/checkAvailability start=2026-11-24T14:00 → .*is free/);
    expect(run.stdout).toContain('no: input is not a terminal (run with --yes to approve)');
    expect(existsSync(calendar) ? JSON.parse(readFileSync(calendar, 'utf8')).appointments : []).toEqual([]);
  });

  it('says in words that no tool is offered, and why, when every tool is withheld', () => {
    const calendar = newCalendarFile();
    const before = runPart5('hello\n', ['--calendar', calendar]);
    expect(before.stdout, 'the positive control: the tools are listed').toContain('Tools: checkAvailability, ');
    // Every pin changed since "approval", and with piped input nobody can approve them again: all four are withheld.
    const tools = ['checkAvailability', 'deleteAppointment', 'listAppointments', 'scheduleAppointment'];
    const pins = Object.fromEntries(tools.map((tool) => [`calendar/${tool}`, 'an older fingerprint']));
    writeFileSync(calendar.replace(/[^/]+$/, 'mcp-pins.json'), JSON.stringify(pins));
    const run = runPart5('hello\n', ['--calendar', calendar]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('mcp> calendar: deleteAppointment not offered: it changed since you approved it');
    expect(run.stdout).toContain('No tools are offered to the model: every tool the servers list was withheld');
    expect(run.stdout).not.toContain('Tools: .');
  });

  it('refuses a damaged calendar by name, in one line, and leaves it untouched', () => {
    const calendar = newCalendarFile();
    writeFileSync(calendar, '{"version": 1, "appointments": [');
    const run = runPart5('book a haircut tomorrow at 2pm\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(calendar);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(readFileSync(calendar, 'utf8')).toBe('{"version": 1, "appointments": [');
  });

  it('says to put -- before the options when npm kept one for itself', () => {
    const run = runPart5('', [], { npm_config_yes: 'true', npm_lifecycle_event: 'part5' });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('npm took --yes as its own option: put -- before the part');
    expect(run.stderr).toContain('npm run part5 -- --yes');
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
    const run = runPart5('hello\n', ['--calendar', calendar]);
    expect(run.status).toBe(2);
    expect(run.stderr).not.toContain('\u001b');
    expect(run.stderr).not.toContain('\u0007');
  });
});
