import { afterEach, describe, expect, it } from 'vitest';
import { createTerminal } from './create-terminal.ts';
import { CollectedOutput, createTestStreams } from './fixtures/test-streams.ts';
import type { Terminal } from './terminal.ts';
import { createChunkCleaner } from './text-stream.ts';

const KEY = 'sk-test-0123456789';
const redact = (text: string) => text.split(KEY).join('[redacted]');

/** What each piece shows as it arrives, and the rest at the end. */
function clean(chunks: readonly string[]) {
  const cleaner = createChunkCleaner({ redact, longestSecret: () => KEY.length });
  const shown = chunks.map((chunk) => cleaner.push(chunk));
  return { shown, text: shown.join('') + cleaner.flush() };
}

describe('cleaning streamed text piece by piece', () => {
  it('removes an escape sequence split between pieces, as it would from the whole text', () => {
    expect(clean(['red: \x1b[3', '1mwarm\x1b', '[0m done']).text).toBe('red: warm done');
    expect(clean(['title \x1b]0;pwned', '\x1b', '\\ kept']).text).toBe('title  kept');
    expect(clean(['bell \x1b]8;;http://x\x07', 'link']).text).toBe('bell link');
  });

  it('never shows a control character, wherever the pieces are cut', () => {
    const text = 'a\x1b[2Jb\x1b]0;t\x07c\x9b31md\r\ne\x07f';
    for (let cut = 0; cut <= text.length; cut++) {
      const { shown, text: all } = clean([text.slice(0, cut), text.slice(cut)]);
      for (const piece of shown) expect(piece).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f]/);
      expect(all).toBe('abcd\nef');
    }
  });

  it('keeps a character split between pieces whole', () => {
    const emoji = '😀';
    const { shown, text } = clean(['smile ', emoji[0]!, `${emoji[1]!}!`]);
    expect(text).toBe('smile 😀!');
    for (const piece of shown) expect(piece).not.toMatch(/[\ud800-\udbff]$|^[\udc00-\udfff]/);
  });

  it('catches a key split between pieces, and shows text that cannot be a key without waiting long', () => {
    const { shown, text } = clean(['my key is sk-te', 'st-0123', '456789 ok', ' and more text after it']);
    expect(text).toBe('my key is [redacted] ok and more text after it');
    expect(shown.join('')).not.toContain('sk-te');
    expect(shown[0]).toBe('my key is ');
    expect(shown.at(-1)).toBe('ok and more text after ');
  });

  it('shows every word as soon as a space follows it, however long the longest key is', () => {
    const cleaner = createChunkCleaner({ redact, longestSecret: () => 200 });
    expect(cleaner.push('Your appointments tomorrow are: 10:00 Dentist')).toBe(
      'Your appointments tomorrow are: 10:00 ',
    );
    expect(cleaner.push(', 11:00 Haircut.')).toBe('Dentist, 11:00 ');
    expect(cleaner.flush()).toBe('Haircut.');
  });
});

describe('terminal.stream', () => {
  const opened: Terminal[] = [];
  afterEach(() => {
    for (const terminal of opened.splice(0)) terminal.close();
  });
  const open = (tty: boolean) => {
    const streams = createTestStreams();
    const output = new CollectedOutput({ isTTY: tty });
    const errorOutput = new CollectedOutput({ isTTY: true });
    const terminal = createTerminal({
      ...streams,
      output,
      errorOutput,
      color: false,
      redact,
      longestSecret: () => KEY.length,
    });
    opened.push(terminal);
    return { output, errorOutput, terminal };
  };

  it('on a terminal, shows each piece as it arrives, after the spinner has gone', () => {
    const { output, errorOutput, terminal } = open(true);
    terminal.startSpinner('thinking');
    const answer = terminal.stream();
    answer.write('agent> Booked your ');
    expect(errorOutput.text).toMatch(/\r\x1b\[2K$/);
    expect(output.text).toBe('agent> Booked your ');
    answer.write('haircut for 14:00 tomorrow, key sk-test-');
    answer.write('0123456789.');
    answer.end();
    expect(output.text).toBe('agent> Booked your haircut for 14:00 tomorrow, key [redacted].\n');
  });

  it('starts a new line before anything else is printed, and ends a cancelled answer on its own line', () => {
    const { output, terminal } = open(true);
    const answer = terminal.stream();
    answer.write('Let me check that first, please wait a moment\x1b[');
    terminal.tool('checkAvailability');
    answer.cancel();
    expect(output.text).toBe('Let me check that first, please wait a \ncheckAvailability\n');
  });

  it('in a pipe, prints the answer once, whole, at the end', () => {
    const { output, terminal } = open(false);
    const answer = terminal.stream();
    answer.write('agent> one\n');
    answer.write('two \x1b[31m');
    expect(output.text).toBe('');
    answer.end();
    expect(output.text).toBe('agent> one\ntwo \n');
    const dropped = terminal.stream();
    dropped.write('not shown');
    dropped.cancel();
    expect(output.text).toBe('agent> one\ntwo \n');
  });
});
