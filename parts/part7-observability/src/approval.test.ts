import { PassThrough } from 'node:stream';
import { createTerminal } from '@scheduling-agent/cli-io';
import { describe, expect, it } from 'vitest';
import { createApprover } from './approval.ts';

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
