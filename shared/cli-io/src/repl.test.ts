import { describe, expect, it } from 'vitest';
import { createTerminal } from './create-terminal.ts';
import { createTestStreams } from './fixtures/test-streams.ts';
import { EXIT_CODES, type ReplOptions, runRepl } from './repl.ts';

/** Runs the REPL over piped `text`, recording every line the handler saw. */
async function runOver(text: string, handleLine?: ReplOptions['handleLine']) {
  const streams = createTestStreams();
  const terminal = createTerminal({ ...streams, color: false });
  const seen: string[] = [];
  streams.input.end(text);
  const exitCode = await runRepl({
    terminal,
    handleLine: handleLine ?? (async (line) => void seen.push(line)),
  });
  return { exitCode, seen, output: streams.output.text, errors: streams.errorOutput.text };
}

/** A handler that waits until its signal aborts, and a promise that says when it has started. */
function waitForAbort() {
  let started!: () => void;
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  const reasons: unknown[] = [];
  const handleLine = (_line: string, signal: AbortSignal) => {
    started();
    return new Promise<void>((resolve) => {
      signal.addEventListener('abort', () => resolve(void reasons.push(signal.reason)), { once: true });
    });
  };
  return { running, reasons, handleLine };
}

describe('runRepl with piped input', () => {
  it('answers every line in order, even when all arrive at once, and exits with 0 at the end of input', async () => {
    const { exitCode, seen, output } = await runOver('hello\nwhat is the date tomorrow?\nthird\n');
    expect(seen).toEqual(['hello', 'what is the date tomorrow?', 'third']);
    expect(exitCode).toBe(EXIT_CODES.ok);
    expect(output).toBe('you> hello\nyou> what is the date tomorrow?\nyou> third\n');
  });

  it('skips empty and whitespace-only lines and trims the rest', async () => {
    const { seen } = await runOver('\n   \n\t\n  padded  \n');
    expect(seen).toEqual(['padded']);
  });

  it.each(['exit', 'quit', '/exit', ' EXIT '])('stops at %j and reads no further', async (command) => {
    const { exitCode, seen } = await runOver(`before\n${command}\nafter\n`);
    expect(seen).toEqual(['before']);
    expect(exitCode).toBe(EXIT_CODES.ok);
  });

  it("stops when the handler returns 'exit'", async () => {
    const seen: string[] = [];
    const { exitCode } = await runOver('one\ntwo\n', async (line) => {
      seen.push(line);
      return 'exit';
    });
    expect(seen).toEqual(['one']);
    expect(exitCode).toBe(EXIT_CODES.ok);
  });

  it('prints a thrown error as one line without a stack and carries on', async () => {
    const seen: string[] = [];
    const { errors } = await runOver('boom\nnext\n', async (line) => {
      seen.push(line);
      if (line === 'boom') throw new Error('model unavailable\ntry again later');
    });
    expect(seen).toEqual(['boom', 'next']);
    expect(errors).toBe('error: model unavailable try again later\n');
  });
});

describe('runRepl and interruptions', () => {
  it('aborts the running line on Ctrl-C, says so, and goes on prompting', async () => {
    const streams = createTestStreams();
    const terminal = createTerminal({ ...streams, color: false });
    const { running, reasons, handleLine } = waitForAbort();
    const seen: string[] = [];
    streams.input.write('slow\n');
    const done = runRepl({
      terminal,
      handleLine: async (line, signal) => {
        seen.push(line);
        if (line === 'slow') await handleLine(line, signal);
      },
    });
    await running;
    terminal.interrupt();
    expect(reasons).toHaveLength(1);
    streams.input.end('after\n');
    expect(await done).toBe(EXIT_CODES.ok);
    expect(seen).toEqual(['slow', 'after']);
    expect(streams.output.text).toContain('you> slow\ncancelled\n');
    expect(streams.errorOutput.text).toBe('');
  });

  it('exits with 0 on Ctrl-C at the prompt and closes the terminal', async () => {
    const streams = createTestStreams();
    const terminal = createTerminal(streams);
    const listeners = process.listenerCount('SIGINT');
    const done = runRepl({ terminal, handleLine: async () => {} });
    terminal.interrupt();
    expect(await done).toBe(EXIT_CODES.ok);
    expect(process.listenerCount('SIGINT')).toBe(listeners - 1);
  });

  it('gives up on a handler that ignores its signal when Ctrl-C comes twice', async () => {
    const streams = createTestStreams();
    const terminal = createTerminal(streams);
    streams.input.write('stuck\n');
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const ignoresItsSignal = () => {
      started();
      return new Promise<void>(() => {});
    };
    const done = runRepl({ terminal, handleLine: ignoresItsSignal });
    await running;
    terminal.interrupt();
    terminal.interrupt();
    expect(await done).toBe(EXIT_CODES.interrupted);
  });

  it('aborts the running line and ends with 143 on SIGTERM', async () => {
    const streams = createTestStreams();
    const terminal = createTerminal(streams);
    const { running, reasons, handleLine } = waitForAbort();
    streams.input.write('slow\nnever read\n');
    const done = runRepl({ terminal, handleLine });
    await running;
    terminal.interrupt('SIGTERM');
    expect(await done).toBe(EXIT_CODES.terminated);
    expect(reasons).toHaveLength(1);
  });
});
