import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTerminal } from './create-terminal.ts';
import { CollectedOutput, createTestStreams } from './fixtures/test-streams.ts';
import type { Terminal, TerminalOptions } from './terminal.ts';

const opened: Terminal[] = [];

function open(options: TerminalOptions = {}) {
  const streams = createTestStreams();
  const terminal = createTerminal({ ...streams, ...options });
  opened.push(terminal);
  return { ...streams, terminal };
}

afterEach(() => {
  for (const terminal of opened.splice(0)) terminal.close();
  vi.unstubAllEnvs();
});

describe('readLine with piped input', () => {
  it('returns every line written before reading started, in order, then null', async () => {
    const { input, output, terminal } = open();
    input.end('first\nsecond\r\nthird');
    expect(await terminal.readLine('you> ')).toBe('first');
    expect(await terminal.readLine('you> ')).toBe('second');
    expect(await terminal.readLine('you> ')).toBe('third');
    expect(await terminal.readLine('you> ')).toBeNull();
    expect(output.text).toBe('you> first\nyou> second\nyou> third\n');
    expect(terminal.interactive).toBe(false);
  });

  it('returns lines that arrive later, while it waits', async () => {
    const { input, terminal } = open();
    const pending = terminal.readLine('you> ');
    input.write('late\n');
    expect(await pending).toBe('late');
  });

  it('survives a 1 MB line, NUL bytes, escapes and invalid UTF-8, and echoes them safely', async () => {
    const { input, output, terminal } = open();
    const huge = 'x'.repeat(1024 * 1024);
    input.write(`${huge}\n`);
    input.write(Buffer.from([0x61, 0x00, 0xff, 0xfe, 0xc3, 0x1b, 0x5d, 0x32, 0x3b, 0x74, 0x07, 0x62, 0x0a]));
    input.end();
    expect(await terminal.readLine('> ')).toHaveLength(huge.length);
    const odd = await terminal.readLine('> ');
    expect(odd).toMatch(/^a\0.*b$/s);
    expect(await terminal.readLine('> ')).toBeNull();
    expect(output.text.endsWith('> a\uFFFD\uFFFD\uFFFDb\n')).toBe(true);
  });

  it('returns null once closed, even with lines left', async () => {
    const { input, terminal } = open();
    input.write('one\ntwo\n');
    expect(await terminal.readLine('> ')).toBe('one');
    terminal.close();
    expect(await terminal.readLine('> ')).toBeNull();
  });
});

describe('printing', () => {
  it('sends answers, tools and notices to the output, errors and traces to the error output', () => {
    const { output, errorOutput, terminal } = open({ color: false });
    terminal.agent('answer');
    terminal.tool('tool');
    terminal.info('notice');
    terminal.plain('plain');
    terminal.error('oops');
    terminal.trace('detail');
    expect(output.text).toBe('answer\ntool\nnotice\nplain\n');
    expect(errorOutput.text).toBe('oops\ndetail\n');
  });

  it('sanitizes and then redacts everything, including the echoed line', async () => {
    const redact = (text: string) => text.replaceAll('sk-secret', '[redacted]');
    const { input, output, errorOutput, terminal } = open({ redact });
    terminal.agent('\x1b]0;pwned\x07key sk-\x1b[0msecret');
    terminal.error('sk-secret');
    input.end('my key is sk-secret\n');
    await terminal.readLine('you> ');
    expect(output.text).toBe('key [redacted]\nyou> my key is [redacted]\n');
    expect(errorOutput.text).toBe('[redacted]\n');
  });

  it('colours a terminal, but not with color: false or NO_COLOR', () => {
    const print = (options: TerminalOptions) => {
      const output = new CollectedOutput({ isTTY: true });
      const { terminal } = open({ ...options, output });
      terminal.agent('hi');
      terminal.close();
      return output.text;
    };
    expect(print({})).toContain('\x1b[');
    expect(print({ color: false })).toBe('hi\n');
    vi.stubEnv('NO_COLOR', '1');
    expect(print({})).toBe('hi\n');
  });

  it('shows no spinner when the error output is not a terminal', () => {
    const { output, errorOutput, terminal } = open();
    const stop = terminal.startSpinner('thinking');
    stop();
    expect(output.text + errorOutput.text).toBe('');
  });

  it('clears a running spinner before printing, so the two do not share a line', () => {
    const errorOutput = new CollectedOutput({ isTTY: true });
    const { terminal } = open({ errorOutput, color: false });
    const stop = terminal.startSpinner('thinking');
    terminal.error('oops');
    stop();
    expect(errorOutput.text).toMatch(/thinking\r\x1b\[2Koops\n/);
  });
});

describe('interrupts', () => {
  it('passes Ctrl-C and SIGTERM to listeners, and ends input when nobody listens', async () => {
    const { terminal } = open();
    const heard: string[] = [];
    const unsubscribe = terminal.onInterrupt((signal) => heard.push(signal));
    terminal.interrupt();
    terminal.interrupt('SIGTERM');
    expect(heard).toEqual(['SIGINT', 'SIGTERM']);
    unsubscribe();
    const pending = terminal.readLine('> ');
    terminal.interrupt();
    expect(await pending).toBeNull();
  });

  it('hears the process SIGINT of piped input, and stops handling signals once closed', () => {
    const before = [process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')];
    const { terminal } = open();
    const heard = vi.fn();
    terminal.onInterrupt(heard);
    process.emit('SIGINT');
    expect(heard).toHaveBeenCalledWith('SIGINT');
    terminal.close();
    expect([process.listenerCount('SIGINT'), process.listenerCount('SIGTERM')]).toEqual(before);
  });
});
