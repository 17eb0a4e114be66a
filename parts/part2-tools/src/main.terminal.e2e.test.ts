import { readFileSync } from 'node:fs';
import { KEYS, newCalendarFile, runPart, runPartAsync, startInTerminal } from '@scheduling-agent/cli-io/testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** A calendar holding a dentist appointment tomorrow (Tuesday 24 November) at 10:00, booked through the part. */
function calendarWithDentist(): string {
  const calendar = newCalendarFile();
  runPart(main, { input: 'book a dentist appointment tomorrow at 10am\n', args: ['--calendar', calendar] });
  return calendar;
}

const titles = (calendar: string) =>
  (JSON.parse(readFileSync(calendar, 'utf8')).appointments as { title: string }[]).map(({ title }) => title);
const count = (calendar: string) => titles(calendar).length;
const QUESTION = 'approve> Cancel Tue 24 Nov 10:00–10:30 "Dentist"? [y/N]';

describe('part 2 in a real terminal: the y/N before deleting', () => {
  it('deletes only after y typed at the question', async () => {
    const calendar = calendarWithDentist();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 10am tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(`y${KEYS.enter}`);
    await session.waitFor('Cancelled Tue 24 Nov 10:00–10:30 Dentist');
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(count(calendar)).toBe(0);
  });

  it('deletes nothing when another session replaces the appointment while the question waits, and says so', async () => {
    const calendar = calendarWithDentist();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 10am tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    // A second session, on the same pinned clock, cancels the dentist and books a longer meeting at the same time.
    const other = await runPartAsync(main, {
      input: 'cancel my 10am tomorrow\nbook a board review tomorrow at 10am for 2 hours\n',
      args: ['--calendar', calendar, '--yes'],
    });
    expect(other.stdout).toContain('Booked Tue 24 Nov 10:00–12:00 Board review');
    session.type(`y${KEYS.enter}`);
    await session.waitFor('Nothing was cancelled');
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(titles(calendar)).toEqual(['Board review']);
  });

  it('Ctrl-C at the question cancels the turn, and a later y is a new message', async () => {
    const calendar = calendarWithDentist();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 10am tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(KEYS.ctrlC);
    await session.waitFor('cancelled');
    await session.waitFor('you> ');
    session.type(`y${KEYS.enter}`);
    await session.waitFor('agent> ');
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(count(calendar)).toBe(1);
  });
});

describe('part 2 in a real terminal: a start-up error', () => {
  it('prints one line and exits with code 2, without waiting for a key', async () => {
    const session = startInTerminal(main, { env: { LLM_PROVIDER: 'gemni' } });
    expect(await session.exited, 'the part should end by itself after the error').toBe(2);
    expect(session.output).toContain('error: Unknown provider "gemni"');
  });
});
