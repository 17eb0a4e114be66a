import { readFileSync } from 'node:fs';
import { KEYS, newCalendarFile, runPart, runPartAsync, startInTerminal } from '@scheduling-agent/cli-io/testing';
import { geminiStream, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';
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

describe('part 4 in a real terminal: approval, Ctrl-C and Ctrl-D', () => {
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

  it('shows text beside calls whole, before the step line, and the answer once, though both come in tiny pieces', async () => {
    const server = await startFakeGeminiToolServer();
    const beside = 'Let me book it for you.';
    const answer = 'Booked your dentist appointment tomorrow at 10:00.';
    const call = { name: 'scheduleAppointment', args: { start: '2026-11-24T10:00', title: 'Dentist' } };
    server.reply(
      { ...geminiStream(inPieces(beside, 2), { calls: [call] }), eventDelayMs: 15 },
      { ...geminiStream(inPieces(answer, 3)), eventDelayMs: 15 },
    );
    try {
      const session = startInTerminal(main, {
        args: ['--calendar', newCalendarFile()],
        env: { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: server.url, LLM_PROVIDER: 'gemini' },
      });
      await session.waitFor('you> ');
      session.type(`book the dentist tomorrow at 10${KEYS.enter}`);
      await session.waitFor(answer);
      await session.waitFor('you> ');
      session.type(KEYS.ctrlD);
      expect(await session.exited).toBe(0);
      const lines = session.output.split('\n');
      const besideLine = lines.findIndex((line) => line.endsWith(`agent> ${beside}`));
      const stepLine = lines.findIndex((line) => /step 1\/10 {2}scheduleAppointment .*→ Booked/.test(line));
      const answerLine = lines.findIndex((line) => line.endsWith(`agent> ${answer}`));
      expect(besideLine, session.output).toBeGreaterThanOrEqual(0);
      expect(stepLine, session.output).toBe(besideLine + 1);
      expect(answerLine, session.output).toBeGreaterThan(stepLine);
      expect(session.output.split(answer)).toHaveLength(2);
      expect(session.output.split(beside)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('part 4 in a real terminal: an answer cut off at the output limit', () => {
  it('shows what came, then one line that says it is incomplete and what to do', async () => {
    const server = await startFakeGeminiToolServer();
    const cut = 'Your appointments tomorrow are: 10:00 Dentist, 11:';
    server.reply({ ...geminiStream(inPieces(cut, 4), { finishReason: 'MAX_TOKENS' }), eventDelayMs: 5 });
    try {
      const session = startInTerminal(main, {
        args: ['--calendar', newCalendarFile()],
        env: { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: server.url, LLM_PROVIDER: 'gemini' },
      });
      await session.waitFor('you> ');
      session.type(`what do I have tomorrow?${KEYS.enter}`);
      await session.waitFor('GEMINI_THINKING_LEVEL');
      await session.waitFor('you> ');
      session.type(KEYS.ctrlD);
      expect(await session.exited).toBe(0);
      const lines = session.output.split('\n').map((line) => line.trimEnd());
      const answerLine = lines.findIndex((line) => line.endsWith(`agent> ${cut}`));
      expect(answerLine, session.output).toBeGreaterThanOrEqual(0);
      expect(lines[answerLine + 1], session.output).toMatch(
        /The answer above is incomplete: it was cut off at Gemini's output limit\./,
      );
      expect(session.output.split(cut)).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

describe('part 4 in a real terminal: a start-up error', () => {
  it('prints one line and exits with code 2, without waiting for a key', async () => {
    const session = startInTerminal(main, { env: { LLM_PROVIDER: 'gemni' } });
    expect(await session.exited, 'the part should end by itself after the error').toBe(2);
    expect(session.output).toContain('error: Unknown provider "gemni"');
  });
});

/** `text` cut into pieces of `size` characters, as a model streaming token by token sends it. */
function inPieces(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );
}
