import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCalendarFile } from '@scheduling-agent/calendar';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER, type PartName, type PartOutput, runPart, STACK_LINE } from './run-part.ts';

const PARTS: readonly PartName[] = ['part1-chat', 'part2-tools', 'part3-loop', 'part4-native-tools'];
const RIGHT_TO_LEFT = 'احجز موعدًا 🦷';
const ONE_MEGABYTE = 1024 * 1024;

/** A 1 MB line that is mostly text, with a screen-clearing escape every thousand characters. */
const hugeLine = `${'x'.repeat(996)}\x1b[2J`.repeat(Math.ceil(ONE_MEGABYTE / 1000)).slice(0, ONE_MEGABYTE);
/** The huge line as printed: its escapes removed, so one run of this many `x`. */
const hugeLineLetters = hugeLine.replaceAll('\x1b[2J', '').length;

/**
 * Every kind of hostile line in one session: blank lines, a 1 MB line, NUL bytes, terminal escapes (a window title,
 * a clear screen, a hyperlink, an 8-bit CSI), bytes that are not UTF-8, a Windows line end, right-to-left text with
 * an emoji, and a last line that input ends in the middle of (no newline), which must still be answered.
 */
function hostileInput(part: PartName): Buffer {
  const booking = part === 'part1-chat' ? [] : ['book a dentist tomorrow at 10am \x1b]0;pwned\x07\x1b[2J\n'];
  return Buffer.concat([
    Buffer.from('hello\n'),
    Buffer.from('\n'),
    Buffer.from('   \t  \n'),
    Buffer.from(`${hugeLine}\n`),
    Buffer.from('he\x00llo\x00\n'),
    Buffer.from('\x00\x00\x00\n'),
    Buffer.from('\x1b]0;pwned\x07\x1b[2J\n'),
    Buffer.from('\x1b]8;;https://evil.example/\x07click me\x1b]8;;\x07 \x9b31m\x07\x07\x1bc\n'),
    Buffer.from([0xff, 0xfe, 0xc3, 0x0a]),
    Buffer.from('what can you do?\r\n'),
    Buffer.from(`${RIGHT_TO_LEFT}\n`),
    ...booking.map((line) => Buffer.from(line)),
    Buffer.from('what is the date tomorrow?'),
  ]);
}

/** The run with each long run of `x` written as `<count x>`, so that a failure message stays readable. */
function shortened(run: PartOutput): PartOutput {
  const shorten = (text: string) => text.replace(/x{100,}/g, (letters) => `<${letters.length} x>`);
  return { ...run, stdout: shorten(run.stdout), stderr: shorten(run.stderr) };
}

/** What every run must show: a clean exit, no stack trace, and not one control character from the input. */
function expectCleanRun(run: PartOutput): void {
  const where = `stderr: ${run.stderr.slice(0, 1000)}`;
  expect(run.code, where).toBe(0);
  expect(run.stderr, 'a stack trace reached the person').not.toMatch(STACK_LINE);
  expect(run.stdout.match(CONTROL_CHARACTER)?.[0], 'a raw control character reached stdout').toBeUndefined();
  expect(run.stderr.match(CONTROL_CHARACTER)?.[0], 'a raw control character reached stderr').toBeUndefined();
}

/** The calendar file is absent or a valid calendar (it parses with the real reader, which refuses anything else). */
function expectCalendarIntact(file: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  expect(() => parseCalendarFile(text, file)).not.toThrow();
}

function temporaryFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'hostile-')), 'calendar.json');
}

describe.each(PARTS)('%s with hostile input', (part) => {
  it('keeps going, prints no raw escapes and no stack trace, and answers the unterminated last line', async () => {
    const calendar = temporaryFile();
    const args = part === 'part1-chat' ? [] : ['--calendar', calendar];
    const run = shortened(await runPart(part, args, hostileInput(part)));

    expectCleanRun(run);
    expect(run.stdout).toMatch(/agent> Hello!/);
    // Blank lines are skipped, not sent to the model: one reply for each of the other lines.
    const replies = run.stdout.match(/^(agent|tool)> /gm) ?? [];
    expect(replies).toHaveLength(part === 'part1-chat' ? 10 : 11);
    // Escapes are removed, the text around them kept; NUL bytes vanish; a Windows line end is one line.
    expect(run.stdout).toContain('you> hello\n');
    expect(run.stdout).toContain('you> click me \n');
    expect(run.stdout).toContain('you> what can you do?\n');
    // Bytes that are not UTF-8 arrive as replacement characters, not as a crash.
    expect(run.stdout).toContain('you> \ufffd\ufffd\ufffd\n');
    // Right-to-left text and emoji are not escapes: they are printed as typed.
    expect(run.stdout).toContain(`you> ${RIGHT_TO_LEFT}\n`);
    // The 1 MB line is echoed in full, minus its escapes.
    expect(run.stdout).toContain(`you> <${hugeLineLetters} x>\n`);
    // End of input in the middle of a line still delivers that line.
    expect(run.stdout).toContain('you> what is the date tomorrow?\n');
    expect(run.stdout.trimEnd()).toMatch(/Tomorrow is Tuesday, 24 November 2026\.$/);
    if (part !== 'part1-chat') {
      expect(run.stdout).toContain('Booked Tue 24 Nov 10:00–10:30');
      expectCalendarIntact(calendar);
    }
  });
});

describe.each(['part2-tools', 'part3-loop', 'part4-native-tools'] as const)(
  '%s listing a calendar that holds escape sequences',
  (part) => {
    it('prints the titles without replaying the escapes', async () => {
      const calendar = temporaryFile();
      const title = '\x1b[31mRED\x1b[0m \x1b]0;pwned\x07title \x07bell \x1b[2Jcleared';
      const original = `${JSON.stringify(
        {
          version: 1,
          appointments: [
            {
              id: 'apt_evil01',
              start: '2026-11-24T10:00',
              end: '2026-11-24T10:30',
              title,
              createdAt: '2026-11-20T08:15:00.000Z',
            },
          ],
        },
        null,
        2,
      )}\n`;
      writeFileSync(calendar, original);
      const args = part === 'part2-tools' ? ['--calendar', calendar] : ['--calendar', calendar, '--trace'];

      const run = await runPart(part, args, 'what do I have tomorrow?\n/history\n');

      expectCleanRun(run);
      expect(run.stdout).toContain('10:00–10:30 RED title bell cleared (apt_evil01)');
      // Listing is read-only: the file is exactly as it was written.
      expect(readFileSync(calendar, 'utf8')).toBe(original);
    });
  },
);
