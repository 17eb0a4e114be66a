import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import {
  HANG_GUARD_MS,
  KEYS,
  newCalendarFile,
  PINNED_NOW,
  processAlive,
  runPart,
  startInTerminal,
} from '@scheduling-agent/cli-io/testing';
import { fixedClock } from '@scheduling-agent/clock';
import { geminiStream, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it, vi } from 'vitest';

const main = new URL('./main.ts', import.meta.url);

/** A calendar holding a haircut tomorrow (Tuesday 24 November) at 14:00, booked through the part itself. */
function calendarWithHaircut(): string {
  const calendar = newCalendarFile();
  runPart(main, { input: 'book a haircut tomorrow at 2pm\n', args: ['--calendar', calendar, '--yes'] });
  return calendar;
}

const titles = (calendar: string) =>
  (JSON.parse(readFileSync(calendar, 'utf8')).appointments as { title: string }[]).map(({ title }) => title);

const QUESTION = /approve> Run deleteAppointment \S+ on calendar\? \[y\/N\]/;
/** The calendar server's own question, put through the host (MCP elicitation): it names what it would delete. */
const NAMED = (what: string) => `approve> The calendar server asks: Cancel Tue 24 Nov ${what}? [y/N]`;

/**
 * Another session, on the same pinned clock, starts the calendar afresh (the file deleted, so ids start over) and
 * books a longer meeting at 2pm: it gets the id the haircut had.
 */
async function replaceWithBoardReview(calendar: string): Promise<void> {
  const ids = () => (JSON.parse(readFileSync(calendar, 'utf8')).appointments as { id: string }[]).map(({ id }) => id);
  const before = ids();
  rmSync(calendar);
  // Through the calendar package, under its lock, in this process: a whole second part would take longer, on a busy
  // machine, than the call may wait in all (10 times --tool-timeout), and the case would end as a time-out instead.
  const other = openCalendar({ file: calendar, clock: fixedClock(PINNED_NOW.AGENT_NOW, PINNED_NOW.TZ) });
  const booked = await other.book({ start: '2026-11-24T14:00', durationMinutes: 120, title: 'Board review' });
  expect(booked.ok).toBe(true);
  expect(ids(), 'the new appointment should have the old id, as the case needs').toEqual(before);
}

describe('part 5 in a real terminal: approval, Ctrl-C and Ctrl-D', () => {
  it('asks before the destructive call, then the server names the appointment, and deletes on y', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(`y${KEYS.enter}`);
    await session.waitFor(NAMED('14:00–14:30 "Haircut"'));
    session.type(`y${KEYS.enter}`);
    await session.waitFor(/agent> .*Cancelled/);
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(titles(calendar)).toEqual([]);
  });

  it('names the appointment the id now stands for, when the calendar was started afresh after the model read it', async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    await replaceWithBoardReview(calendar);
    session.type(`y${KEYS.enter}`);
    await session.waitFor(NAMED('14:00–16:00 "Board review"'));
    session.type(`n${KEYS.enter}`);
    await session.waitFor(/was not cancelled|declined/);
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
    expect(session.output).not.toContain('Haircut"? [y/N]');
    expect(titles(calendar)).toEqual(['Board review']);
  });

  it('deletes nothing when the appointment is replaced while the named question waits, and says so', async () => {
    const calendar = calendarWithHaircut();
    // A call silent for 2 s would time out; the server's progress keeps it alive while the person is asked.
    const session = startInTerminal(main, { args: ['--calendar', calendar, '--tool-timeout', '2'] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(`y${KEYS.enter}`);
    await session.waitFor(NAMED('14:00–14:30 "Haircut"'));
    await replaceWithBoardReview(calendar);
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

  it("Ctrl-C at the server's question cancels the turn, and the next line typed is read as a message", async () => {
    const calendar = calendarWithHaircut();
    const session = startInTerminal(main, { args: ['--calendar', calendar] });
    await session.waitFor('you> ');
    session.type(`cancel my 2pm tomorrow${KEYS.enter}`);
    await session.waitFor(QUESTION);
    session.type(`y${KEYS.enter}`);
    // The server's first request to the host (id 0): the SDK drops the server's cancellation of it.
    await session.waitFor(NAMED('14:00–14:30 "Haircut"'));
    session.type(KEYS.ctrlC);
    await session.waitFor('cancelled');
    await session.waitFor('you> ');
    session.type(`list my appointments tomorrow${KEYS.enter}`);
    await session.waitFor(/agent> .*1 appointment/);
    await session.waitFor('you> ');
    session.type(KEYS.ctrlD);
    expect(await session.exited).toBe(0);
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

describe('part 5 in a real terminal: a server that hangs at start-up', () => {
  it('is shown starting, then given up on by name, with the setting that waits longer', async () => {
    const config = join(dirname(newCalendarFile()), 'mcp.json');
    const hanging = { command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] };
    writeFileSync(config, JSON.stringify({ mcpServers: { sleepy: hanging } }));
    const session = startInTerminal(main, { args: ['--mcp-config', config], env: { MCP_START_TIMEOUT: '8' } });
    // The notice comes from a 2 s timer in the part, well before its 8 s wait ends: an event to wait for, not a time.
    await session.waitFor('The sleepy server is starting…');
    await session.waitFor('error: The MCP server "sleepy" did not answer within 8 s of starting.');
    expect(await session.exited).toBe(2);
    expect(session.output).toContain('set MCP_START_TIMEOUT to more seconds');
  });

  it('gives up at once on Ctrl-C, and leaves no server running', async () => {
    const folder = dirname(newCalendarFile());
    const pidFile = join(folder, 'server.pid');
    const script = `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`;
    const config = join(folder, 'mcp.json');
    writeFileSync(
      config,
      JSON.stringify({ mcpServers: { sleepy: { command: process.execPath, args: ['-e', script] } } }),
    );
    // Ten minutes to start: only Ctrl-C can end this wait within the test.
    const session = startInTerminal(main, { args: ['--mcp-config', config], env: { MCP_START_TIMEOUT: '600' } });
    await session.waitFor('The sleepy server is starting…');
    session.type(KEYS.ctrlC);
    await session.waitFor('cancelled');
    expect(await session.exited).toBe(130);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await vi.waitFor(() => expect(processAlive(pid), `the server (pid ${pid}) still runs`).toBe(false), {
      timeout: HANG_GUARD_MS,
      interval: 50,
    });
  });
});

describe('part 5 in a real terminal: a start-up error', () => {
  it('prints one line and exits with code 2, without waiting for a key', async () => {
    const session = startInTerminal(main, { env: { LLM_PROVIDER: 'gemni' } });
    expect(await session.exited, 'the part should end by itself after the error').toBe(2);
    expect(session.output).toContain('error: Unknown provider "gemni"');
  });
});
