import { readFileSync } from 'node:fs';
import { KEYS, newCalendarFile, runPart, startInTerminal } from '@scheduling-agent/cli-io/testing';
import { geminiStream, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** A calendar holding a haircut tomorrow (Tuesday 24 November) at 14:00, booked through the part itself. */
function calendarWithHaircut(): string {
  const calendar = newCalendarFile();
  runPart(main, { input: 'book a haircut tomorrow at 2pm\n', args: ['--calendar', calendar, '--yes'] });
  return calendar;
}

const titles = (calendar: string) =>
  (JSON.parse(readFileSync(calendar, 'utf8')).appointments as { title: string }[]).map(({ title }) => title);

const QUESTION = /approve> Run deleteAppointment \S+ on calendar\? It would act on .*\[y\/N\]/;

describe('part 7 in a real terminal: approval, Ctrl-C and Ctrl-D', () => {
  it('asks before the destructive call, and deletes on y', async () => {
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
    const server = await startFakeGeminiToolServer();
    server.reply({ ...geminiStream(['Hello from a slow model.']), eventDelayMs: 1500 });
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

  it('Ctrl-C stops a streamed answer mid-way, and the prompt comes back', async () => {
    const server = await startFakeGeminiToolServer();
    const pieces = ['Your week:\n', 'Monday is free.\n', 'Tuesday is free.'];
    server.reply({ ...geminiStream(pieces), eventDelayMs: 400, hang: true });
    try {
      const session = startInTerminal(main, {
        env: { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: server.url, LLM_PROVIDER: 'gemini' },
      });
      await session.waitFor('you> ');
      session.type(`what does my week look like?${KEYS.enter}`);
      await session.waitFor('agent> Your week:');
      session.type(KEYS.ctrlC);
      await session.waitFor('you> ');
      session.type(KEYS.ctrlD);
      expect(await session.exited).toBe(0);
      expect(session.output).not.toContain('Tuesday is free.');
    } finally {
      await server.close();
    }
  });

  it('shows a streamed answer as it is written, before its line is finished', async () => {
    const server = await startFakeGeminiToolServer();
    server.reply({
      ...geminiStream(['Your week: Monday is free, ', 'Tuesday is free.']),
      eventDelayMs: 1500,
      hang: true,
    });
    try {
      const session = startInTerminal(main, {
        env: { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: server.url, LLM_PROVIDER: 'gemini' },
      });
      await session.waitFor('you> ');
      session.type(`what does my week look like?${KEYS.enter}`);
      await session.waitFor('agent> Your week: Monday');
      expect(session.output).not.toContain('Tuesday');
      session.type(KEYS.ctrlC);
      await session.waitFor('you> ');
      session.type(KEYS.ctrlD);
      expect(await session.exited).toBe(0);
    } finally {
      await server.close();
    }
  });
});

describe('part 7 in a real terminal: another process writes the log', () => {
  it('notices the log changed since it read it, says what to do in one line, and goes on from the log', async () => {
    const calendar = newCalendarFile();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    // Another process writes the same conversation's log while this session waits at its prompt.
    expect(runPart(main, { input: 'hello\n', args: ['--calendar', calendar] }).code).toBe(0);
    session.type(`what is the date tomorrow?${KEYS.enter}`);
    await session.waitFor(
      /Another process changed the run log .* since it was read\. This session stopped there and read it again: \/history shows it; type your message again\./,
    );
    await session.waitFor('you> ');
    // The positive control: the same message now goes through, on top of what the other process wrote.
    session.type(`what is the date tomorrow?${KEYS.enter}`);
    await session.waitFor('agent> Tomorrow is Tuesday');
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
  });
});

describe('part 7 in a real terminal: answering an approval', () => {
  it('--approve and --reject of a call not waiting say so in one line and exit 1, without waiting for a key', async () => {
    const calendar = newCalendarFile();
    for (const flag of ['--approve', '--reject']) {
      const session = startInTerminal(main, {
        args: ['--calendar', calendar, flag, 'ap_0000000000'],
      });
      expect(await session.exited, `${flag} should end by itself after its line`).toBe(1);
      expect(session.output).toContain(
        'No call is waiting for approval "ap_0000000000". Nothing waits for approval now.',
      );
    }
  });
});

describe('part 7 in a real terminal: a start-up error', () => {
  it('prints one line and exits with code 2, without waiting for a key', async () => {
    const session = startInTerminal(main, { env: { LLM_PROVIDER: 'gemni' } });
    expect(await session.exited, 'the part should end by itself after the error').toBe(2);
    expect(session.output).toContain('error: Unknown provider "gemni"');
  });
});
