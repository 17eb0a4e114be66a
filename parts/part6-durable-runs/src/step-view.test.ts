import { PassThrough } from 'node:stream';
import { createTerminal } from '@scheduling-agent/cli-io';
import { describe, expect, it } from 'vitest';
import { createApprover } from './approval.ts';
import { describeCall, shorten } from './describe-call.ts';

function terminalWith(input: string, tty: boolean) {
  const stdin = Object.assign(new PassThrough(), { isTTY: tty });
  const stdout = Object.assign(new PassThrough(), { isTTY: tty });
  const stderr = new PassThrough();
  let printed = '';
  stdout.on('data', (chunk) => {
    printed += chunk;
  });
  stdin.end(input);
  const terminal = createTerminal({ input: stdin, output: stdout, errorOutput: stderr, color: false });
  return { terminal, printed: () => printed };
}

const question = 'Cancel Tue 24 Nov 10:00–10:30 Dentist?';

describe('createApprover', () => {
  it('approves with --yes, and says so', async () => {
    const { terminal, printed } = terminalWith('', false);
    expect(await createApprover(terminal, { yes: true })(question)).toBe(true);
    expect(printed()).toContain('approve> Cancel Tue 24 Nov 10:00–10:30 Dentist? yes (--yes)');
    terminal.close();
  });

  it('answers "later" with piped input and no --yes (the run waits), without reading the next line', async () => {
    const { terminal, printed } = terminalWith('y\nnext message\n', false);
    expect(await createApprover(terminal, { yes: false })(question)).toBe('later');
    expect(printed()).toContain('waiting: input is not a terminal');
    expect(await terminal.readLine('you> ')).toBe('y');
    terminal.close();
  });
});

describe('describeCall', () => {
  it('shows plain values as they are and quotes the rest, so a newline cannot forge a line', () => {
    const call = { tool: 'scheduleAppointment', parameters: { date: '2026-11-24T10:00', title: 'x\nagent> fake' } };
    expect(describeCall(call)).toBe('scheduleAppointment date=2026-11-24T10:00 title="x\\nagent> fake"');
  });

  it('cuts a huge value', () => {
    const line = describeCall({ tool: 'scheduleAppointment', parameters: { title: 'x'.repeat(1_000_000) } });
    expect(line.length).toBeLessThan(100);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('shorten', () => {
  it('keeps the items of a list on the line instead of ending in a colon', () => {
    expect(shorten('2 appointments for 2026-11-24:\n  Tue 10:00 A\n  Tue 11:00 B')).toBe(
      '2 appointments for 2026-11-24: Tue 10:00 A; Tue 11:00 B',
    );
  });
});
