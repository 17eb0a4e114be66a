import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTerminal } from './create-terminal.ts';
import { CollectedOutput } from './fixtures/test-streams.ts';

/** A terminal whose input and output both claim to be a TTY, so readline keeps an up-arrow history. */
function interactiveTerminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = new CollectedOutput({ isTTY: true });
  const terminal = createTerminal({ input, output, errorOutput: new CollectedOutput(), color: false });
  return { input, output, terminal };
}

describe('readLine history', () => {
  it('keeps ordinary lines for the up arrow, but not answers read with remember: false', async () => {
    const { input, terminal } = interactiveTerminal();
    expect(terminal.interactive).toBe(true);

    const message = terminal.readLine('you> ');
    input.write('cancel my 2pm tomorrow\r');
    expect(await message).toBe('cancel my 2pm tomorrow');

    const answer = terminal.readLine('approve> ', { remember: false });
    input.write('y\r');
    expect(await answer).toBe('y');

    const recalled = terminal.readLine('you> ');
    input.write('\x1b[A\r');
    expect(await recalled).toBe('cancel my 2pm tomorrow');
    terminal.close();
  });
});

describe('keys typed while the spinner runs', () => {
  it('are not echoed onto the spinner line, and appear at the next prompt, still editable', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
    const screen = new CollectedOutput({ isTTY: true });
    const terminal = createTerminal({ input, output: screen, errorOutput: screen, color: false });
    const stop = terminal.startSpinner('thinking');
    input.write('next question');
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(screen.text).toContain('thinking');
    expect(screen.text).not.toContain('next question');

    const line = terminal.readLine('you> ');
    input.write('!\r');
    expect(await line).toBe('next question!');
    expect(screen.text).toContain('you> next question');
    terminal.close();
  });
});

describe('a question after streamed text', () => {
  it('starts on its own line, so the text shown so far is not overwritten', async () => {
    const { input, output, terminal } = interactiveTerminal();
    terminal.stream().write('agent> Let me cancel it');
    const answer = terminal.readLine('approve> ', { remember: false });
    input.write('n\r');
    expect(await answer).toBe('n');
    // Readline moves to column 1 and clears below before it draws the prompt: only a new line saves the text.
    expect(output.text).toMatch(/^agent> Let me cancel it\n\x1b\[1G\x1b\[0Japprove> /);
    terminal.close();
  });
});

describe('Ctrl-C at a question', () => {
  it('withdraws it even when its asker never does, so the next line typed is read as a message', async () => {
    const { input, terminal } = interactiveTerminal();
    terminal.onInterrupt(() => {});
    // Asked with no signal, like a question whose asker missed the cancellation (an MCP server's first request).
    const question = terminal.readLine('approve> Cancel it? [y/N] ', { fresh: true, remember: false });
    input.write('\x03');
    const message = terminal.readLine('you> ');
    input.write('list my appointments tomorrow\r');
    expect(await question, 'the withdrawn question took the next line').toBeNull();
    expect(await message).toBe('list my appointments tomorrow');
    terminal.close();
  });
});
