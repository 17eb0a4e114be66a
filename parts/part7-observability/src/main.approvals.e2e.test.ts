import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCalendar } from '@scheduling-agent/calendar';
import { newCalendarFile, partEnvironment, REPO_ROOT, runPart, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { openRunLog } from './run-log.ts';

const main = new URL('./main.ts', import.meta.url);

/** A run left waiting for the approval of a booking: its calendar, its log, and the id that answers it. */
function waitingRun() {
  const calendar = newCalendarFile();
  const run = runPart(main, { input: 'book a haircut tomorrow at 2pm\n', args: ['--calendar', calendar] });
  expect(run.code).toBe(3);
  const id = /--approve (ap_[0-9a-f]{10})[ \n]/.exec(run.stdout)?.[1];
  expect(id).toBeDefined();
  return { calendar, log: join(calendar, '..', 'calendar.run.jsonl'), id: id! };
}

const appointments = (calendar: string) => JSON.parse(readFileSync(calendar, 'utf8')).appointments;
const records = (log: string) =>
  readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

/**
 * "The call ap_… was already answered: approved (--approve); nothing was run here", where the flag may be followed
 * by who gave it ("--approve by sam"), as it is once the who-approved exercise is done.
 */
const answered = (id: string, answer: 'approved' | 'rejected') =>
  new RegExp(
    `The call ${id} was already answered: ${answer} \\(--${answer === 'approved' ? 'approve' : 'reject'}[^)]*\\); nothing was run here`,
  );

describe('approvals that outlive the process', () => {
  it('runs the call once when two processes approve it at the same moment', async () => {
    const { calendar, log, id } = waitingRun();
    const args = ['--calendar', calendar, '--approve', id];
    const [first, second] = await Promise.all([runPartAsync(main, { args }), runPartAsync(main, { args })]);
    const outputs = [first, second].map((run) => run.stdout + run.stderr);
    // Exactly one of them approved and ran it; the other was told, in one line, that it was already answered.
    expect(outputs.filter((output) => output.includes(`Approved ${id}; the run goes on.`))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes(`The call ${id} was already answered`))).toHaveLength(1);
    expect(appointments(calendar)).toMatchObject([{ title: 'Haircut', start: '2026-11-24T14:00' }]);
    const written = records(log);
    expect(written.filter((entry) => entry.type === 'approval')).toHaveLength(1);
    expect(written.filter((entry) => entry.type === 'tool-result' && /\/2\/0$/.test(entry.key))).toHaveLength(1);
  });

  it('tells the loser of an approve-against-reject race what the other answer was', async () => {
    const { calendar, log, id } = waitingRun();
    const [approve, reject] = await Promise.all([
      runPartAsync(main, { args: ['--calendar', calendar, '--approve', id] }),
      runPartAsync(main, { args: ['--calendar', calendar, '--reject', id] }),
    ]);
    const [given] = records(log).filter((entry) => entry.type === 'approval');
    const [winner, loser] = given.yes ? [approve, reject] : [reject, approve];
    expect(winner.stdout).toContain(`${given.yes ? 'Approved' : 'Refused'} ${id}; the run goes on.`);
    expect(loser.code).toBe(1);
    expect(loser.stderr).toMatch(answered(id, given.yes ? 'approved' : 'rejected'));
    // The winner finished the run before this check: the loser, whenever it read the log, said either.
    expect(loser.stderr).toMatch(/its run has finished\.|unless another process is finishing it now/);
    expect(records(log).filter((entry) => entry.type === 'approval')).toHaveLength(1);
  });

  it('exits 1 when another process wrote the run log first, says the other goes on, and sends no more lines', async () => {
    const calendar = newCalendarFile();
    const log = join(calendar, '..', 'calendar.run.jsonl');
    const first = await openRunLog(log);
    await first.append({ type: 'user-input', text: 'hello' });
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(main), '--calendar', calendar], {
      cwd: REPO_ROOT,
      env: partEnvironment(),
    });
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const started = new Promise<void>((resolve) =>
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (stdout.includes('Type a message')) resolve();
      }),
    );
    const ended = new Promise<number | null>((resolve) => child.on('close', resolve));
    await started; // it has read the log, with the turn open
    // Another process finishes the turn meanwhile.
    await first.append({ type: 'answer', text: 'Hello!', step: 1 });
    await first.append({ type: 'turn-end', exit: 'answered', discard: false });
    child.stdin.end('/resume\nwhat is the date tomorrow?\n');
    expect(await ended).toBe(1);
    expect(stderr).toContain(
      'Another process is finishing this run, so this one did nothing more. If the turn is still open once it is done: --resume',
    );
    expect(stdout).not.toContain('Tomorrow is');
    expect(
      records(log)
        .slice(1)
        .map((entry) => entry.type),
    ).toEqual(['user-input', 'answer', 'turn-end']);
  });

  it('refuses the approval when the call waiting for it has changed since it was asked', () => {
    const { calendar, log, id } = waitingRun();
    writeFileSync(log, readFileSync(log, 'utf8').replaceAll('"title":"Haircut"', '"title":"Something else"'));
    const run = runPart(main, { args: ['--calendar', calendar, '--approve', id] });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The call waiting for approval ${id} changed since it was asked; nothing was run.`);
    expect(() => appointments(calendar)).toThrow(/ENOENT/);
  });

  it('binds an approval to the appointment the pause showed, and refuses it once another has taken that time', async () => {
    const calendar = newCalendarFile();
    expect(
      runPart(main, { input: 'book a haircut tomorrow at 4pm\n', args: ['--yes', '--calendar', calendar] }).code,
    ).toBe(0);
    const paused = runPart(main, { input: 'cancel my 4pm tomorrow\n', args: ['--calendar', calendar] });
    expect(paused.code).toBe(3);
    const [haircut] = appointments(calendar);
    expect(paused.stdout).toContain(`It would act on Tue 24 Nov 16:00–16:30 "Haircut" (${haircut.id}).`);
    const id = /--approve (ap_[0-9a-f]{10})[ \n]/.exec(paused.stdout)![1]!;
    // Another process replaces the haircut with another appointment at the same time, while the run waits.
    const other = openCalendar({ file: calendar, clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London') });
    await other.cancel({ id: haircut.id });
    const board = await other.book({ start: '2026-11-24T16:00', title: 'Board review' });
    if (!board.ok) throw new Error(board.message);
    const approved = runPart(main, { args: ['--calendar', calendar, '--approve', id] });
    expect(approved.code).toBe(1);
    expect(approved.stderr).toContain(
      `Not approved: deleteAppointment was not run: the appointment changed since the person was asked (asked about Tue 24 Nov 16:00–16:30 "Haircut" (${haircut.id}); now Tue 24 Nov 16:00–16:30 "Board review" (${board.appointment.id})). The run still waits: --reject ${id} ends it.`,
    );
    expect(appointments(calendar)).toEqual([board.appointment]);
    // A no to that call is recorded as a no, not as a cancellation that failed because the appointment changed.
    const rejected = runPart(main, { args: ['--calendar', calendar, '--reject', id] });
    expect(rejected.code).toBe(0);
    expect(
      records(join(calendar, '..', 'calendar.run.jsonl'))
        .filter((entry) => entry.type === 'tool-result')
        .at(-1),
    ).toMatchObject({ result: { type: 'declined' } });
    expect(appointments(calendar)).toEqual([board.appointment]);
  });

  it('says a call a later message set aside was set aside, not answered, when it is approved after', () => {
    const { calendar, id } = waitingRun();
    expect(runPart(main, { input: 'hello\n', args: ['--calendar', calendar] }).code).toBe(0);
    const late = runPart(main, { args: ['--calendar', calendar, '--approve', id] });
    expect(late.code).toBe(1);
    expect(late.stderr).toContain(
      `The call ${id} was set aside unanswered: a later message (or /reset) closed its turn; nothing was run.`,
    );
    expect(() => appointments(calendar)).toThrow(/ENOENT/);
  });

  it('says how to resume a turn whose approved call ran before the process died, when it is approved again', async () => {
    const { calendar, log, id } = waitingRun();
    // What a process killed just after the call's result was on disk leaves: the approval and the result, no end.
    const asked = records(log).find((entry) => entry.type === 'approval-asked');
    const left = await openRunLog(log);
    await left.append({ type: 'approval', key: asked.key, yes: true, by: '--approve' });
    const call = { tool: 'scheduleAppointment', parameters: {} };
    await left.append({
      type: 'tool-result',
      key: asked.key,
      result: { type: 'result', call, result: { message: 'Booked.' } },
    });
    const again = runPart(main, { args: ['--calendar', calendar, '--approve', id] });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(answered(id, 'approved'));
    expect(again.stderr).toContain(
      'nothing was run here. The run is not finished: unless another process is finishing it now, it waits to be resumed. Resume it: npm run part7 -- --resume',
    );
    expect(() => appointments(calendar)).toThrow(/ENOENT/);
  });

  it('says how to resume an approval whose process died before the call ran, and runs it on --resume without asking again', async () => {
    const { calendar, log, id } = waitingRun();
    // What a process killed just after the approval was on disk leaves: the approval, and nothing after it.
    const asked = records(log).find((entry) => entry.type === 'approval-asked');
    await (await openRunLog(log)).append({ type: 'approval', key: asked.key, yes: true, by: '--approve' });
    const again = runPart(main, { args: ['--calendar', calendar, '--approve', id] });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(answered(id, 'approved'));
    expect(again.stderr).toContain(
      'nothing was run here. The run is not finished: unless another process is finishing it now, it waits to be resumed. Resume it: npm run part7 -- --resume',
    );
    expect(() => appointments(calendar)).toThrow(/ENOENT/);
    // Resumed, the approved call runs without asking again (no --yes, no terminal), once.
    const resumed = runPart(main, { args: ['--calendar', calendar, '--resume'] });
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).not.toContain('approve>');
    expect(appointments(calendar)).toMatchObject([{ title: 'Haircut', start: '2026-11-24T14:00' }]);
  });

  it('refuses --approve and --reject given together in one line, and answers nothing', () => {
    const { calendar, log, id } = waitingRun();
    const before = readFileSync(log, 'utf8');
    const run = runPart(main, { args: ['--calendar', calendar, '--approve', id, '--reject', id] });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--approve and --reject answer the same question: give one of them, not both.');
    expect(readFileSync(log, 'utf8')).toBe(before);
    expect(() => appointments(calendar)).toThrow(/ENOENT/);
  });

  it('quotes an id that names no call on one short line, whatever was pasted, and answers nothing', () => {
    const { calendar, log, id } = waitingRun();
    const before = readFileSync(log, 'utf8');
    const pasted = `${id}\nand then ${'x'.repeat(300)}`;
    const run = runPart(main, { args: ['--calendar', calendar, '--approve', pasted] });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^No call is waiting for approval "${id} and then x+…"\\. The call waiting now is ${id}:`),
    );
    expect(lines[0]!.length).toBeLessThan(200);
    expect(readFileSync(log, 'utf8')).toBe(before);
  });

  it('refuses a run log cut back to its header, which the calendar shows has lost a booking', () => {
    const calendar = newCalendarFile();
    const log = join(calendar, '..', 'calendar.run.jsonl');
    expect(
      runPart(main, { input: 'book a haircut tomorrow at 2pm\n', args: ['--yes', '--calendar', calendar] }).code,
    ).toBe(0);
    const header = `${readFileSync(log, 'utf8').split('\n')[0]}\n`;
    writeFileSync(log, header);
    const run = runPart(main, { input: 'book a haircut tomorrow at 3pm\n', args: ['--yes', '--calendar', calendar] });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /the calendar shows a step of this run \(run_\w+\.\w+\/1\/2\/0\) that the log does not have: it was cut back\./,
    );
    expect(readFileSync(log, 'utf8')).toBe(header);
    expect(appointments(calendar)).toMatchObject([{ start: '2026-11-24T14:00' }]);
  });

  it('refuses a damaged or newer run log in one line, and leaves it as it was', () => {
    const calendar = newCalendarFile();
    const log = join(calendar, '..', 'calendar.run.jsonl');
    const newer = '{"kind":"scheduling-agent-run","version":2,"runId":"run_x"}\n';
    writeFileSync(log, newer);
    const run = runPart(main, { input: 'hello\n', args: ['--calendar', calendar] });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('it has version 2, but this program reads version 1');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stderr).not.toContain('Run with --help');
    expect(readFileSync(log, 'utf8')).toBe(newer);

    const damaged = `${newer.replace('2', '1')}{"seq":1,"type":"user-input"}\n`;
    writeFileSync(log, damaged);
    const again = runPart(main, { input: 'hello\n', args: ['--calendar', calendar] });
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/line 2 is damaged: .*text/);
    expect(readFileSync(log, 'utf8')).toBe(damaged);
  });
});
