import { readFileSync } from 'node:fs';
import { KEYS, newCalendarFile, runPart, runPartAsync, startInTerminal } from '@scheduling-agent/cli-io/testing';
import { geminiText, startFakeGeminiServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** A calendar holding a haircut tomorrow (Tuesday 24 November) at 14:00, booked through the part itself. */
function calendarWithHaircut(): string {
  const calendar = newCalendarFile();
  runPart(main, { input: 'book a haircut tomorrow at 2pm\n', args: ['--calendar', calendar] });
  return calendar;
}

const titles = (calendar: string) =>
  (JSON.parse(readFileSync(calendar, 'utf8')).appointments as { title: string }[]).map(({ title }) => title);

const QUESTION = 'approve> Cancel Tue 24 Nov 14:00–14:30 "Haircut"? [y/N]';

describe('part 3 in a real terminal: approval, Ctrl-C and Ctrl-D', () => {
  it('asks about the appointment in words, and deletes it on y', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(`y${KEYS.enter}`);
    await session.waitFor(/agent> .*Cancelled/);
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(titles(calendar)).toEqual([]);
  });

  it('deletes nothing when another session replaces the appointment while the question waits, and says so', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    // A second session, on the same pinned clock, cancels the haircut and books a longer meeting at the same time.
    const other = await runPartAsync(main, {
      input: 'cancel my 2pm tomorrow\nbook a board review tomorrow at 2pm for 2 hours\n',
      args: ['--calendar', calendar, '--yes'],
    });
    expect(other.stdout).toContain('Booked Tue 24 Nov 14:00–16:00 Board review');
    session.type(`y${KEYS.enter}`);
    await session.waitFor('Nothing was cancelled');
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(titles(calendar)).toEqual(['Board review']);
  });

  it('Ctrl-C at the question cancels the turn: a later y is a new message, and nothing is deleted', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(KEYS.ctrlC);
    await session.waitFor('cancelled');
    await session.waitFor('you> ');
    session.type(`y${KEYS.enter}`);
    await session.waitFor('agent> ');
    await session.waitFor('you> ');
    session.type(`/history${KEYS.enter}`);
    await session.waitFor('"text": "y"');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(session.output).not.toContain('"text": "cancel my 2pm tomorrow"');
    expect(titles(calendar)).toEqual(['Haircut']);
  });

  it('Ctrl-D at the question ends the session cleanly, deleting nothing', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(titles(calendar)).toEqual(['Haircut']);
  });

  it('Ctrl-D while the model is thinking ends the session after the answer, with no prompt left behind', async () => {
    const server = await startFakeGeminiServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return geminiText('{"action":"answer","response":"Hello from a slow model."}');
    });
    try {
      const session = startInTerminal(main, {
        env: { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: server.url, LLM_PROVIDER: 'gemini' },
      });
      await session.waitFor('you> ');
      session.type(`hello${KEYS.enter}`);
      while (server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      session.type(KEYS.ctrlD);
      expect(await session.exited).toBe(0);
      expect(session.output).toContain('agent> Hello from a slow model.');
      expect(session.output.trimEnd().endsWith('you>')).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('a line typed before the question appears does not answer it', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}y${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(`n${KEYS.enter}`);
    await session.waitFor(/agent> /);
    await session.waitFor('you> y');
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(titles(calendar)).toEqual(['Haircut']);
  });
});

describe('part 3 in a real terminal: a start-up error', () => {
  it('prints one line and exits with code 2, without waiting for a key', async () => {
    const session = startInTerminal(main, { env: { LLM_PROVIDER: 'gemni' } });
    expect(await session.exited, 'the part should end by itself after the error').toBe(2);
    expect(session.output).toContain('error: Unknown provider "gemni"');
  });
});
