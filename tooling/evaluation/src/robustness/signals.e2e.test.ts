import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCalendarFile } from '@scheduling-agent/calendar';
import { EXIT_CODES } from '@scheduling-agent/cli-io';
import {
  type FakeServer,
  geminiStream,
  geminiText,
  startFakeGeminiServer,
  startFakeGeminiToolServer,
} from '@scheduling-agent/llm-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { STACK_LINE, startPart, waitUntil } from './run-part.ts';

const SENTINEL_KEY = 'AIza-SENTINEL-1234567890';

/** A calendar with one booking in it, written the way the calendar package writes it. */
const CALENDAR_TEXT = `${JSON.stringify(
  {
    version: 1,
    appointments: [
      {
        id: 'apt_keep01',
        start: '2026-11-24T09:00',
        end: '2026-11-24T09:30',
        title: 'Dentist',
        createdAt: '2026-11-20T08:15:00.000Z',
      },
    ],
  },
  null,
  2,
)}\n`;

const answer = (response: string) => geminiText(JSON.stringify({ action: 'answer', response }));
const tool = (name: string, parameters: unknown) =>
  geminiText(JSON.stringify({ action: 'tool', tool: name, parameters }));

interface GeminiContent {
  readonly role: string;
  readonly parts: ReadonlyArray<{ readonly text: string }>;
}

/** The conversation a Gemini request carried, as `role: text` lines. */
function contentsOf(server: FakeServer, index: number): string[] {
  const body = server.requests[index]?.body as { contents?: GeminiContent[] } | undefined;
  return (body?.contents ?? []).map((content) => `${content.role}: ${content.parts.map((part) => part.text).join('')}`);
}

function temporaryCalendar(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'signals-')), 'calendar.json');
  writeFileSync(file, CALENDAR_TEXT);
  return file;
}

const servers: FakeServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fakeGemini(): Promise<FakeServer> {
  const server = await startFakeGeminiServer();
  servers.push(server);
  return server;
}

describe('Ctrl-C (SIGINT) during a model call', () => {
  it('cancels the call, keeps the session, answers the next line and leaves no half turn', async () => {
    const server = await fakeGemini();
    server.reply({ ...answer('This answer comes too late.'), delayMs: 5_000 }, answer('Hello again.'));
    const calendar = temporaryCalendar();
    const part = startPart('part3-loop', ['--calendar', calendar], {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: server.url,
    });

    part.child.stdin.write('a question that will be cancelled\n');
    await waitUntil(() => server.requests.length === 1, 'the first request to reach the server');
    part.child.kill('SIGINT');
    await part.waitForOutput(/^cancelled$/m);
    expect(part.child.exitCode, 'the part exited on Ctrl-C during a call').toBeNull();

    part.child.stdin.end('hello\n');
    const run = await part.exited;

    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toContain('agent> Hello again.');
    expect(run.stdout).not.toContain('too late');
    expect(server.requests).toHaveLength(2);
    // The cancelled message was taken back whole: the next request holds only the new line.
    expect(contentsOf(server, 1)).toEqual(['user: hello']);
    expect(readFileSync(calendar, 'utf8')).toBe(CALENDAR_TEXT);
    expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
  });
});

describe('Ctrl-C at the prompt', () => {
  it('leaves with 0, as /exit does', async () => {
    const part = startPart('part3-loop', ['--calendar', temporaryCalendar(), '--provider', 'offline']);
    await part.waitForOutput('Type a message');
    part.child.kill('SIGINT');
    const run = await part.exited;
    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(run.stderr).not.toMatch(STACK_LINE);
  });
});

describe('the reader of the output goes away (the SIGPIPE case: `npm run part1 | head -1`)', () => {
  it.each(['part1-chat', 'part3-loop', 'part4-native-tools'] as const)(
    '%s stops quietly, without a stack trace',
    async (part) => {
      const calendar = temporaryCalendar();
      const running = startPart(part, part === 'part1-chat' ? [] : ['--calendar', calendar, '--provider', 'offline']);
      await running.waitForOutput('Type a message');
      // Node ignores SIGPIPE, so a closed pipe shows up as EPIPE on the next write.
      running.child.stdout.destroy();
      running.child.stdin.end('what is the date tomorrow?\n'.repeat(50));
      const run = await running.exited;

      expect(run.stderr, 'a stack trace reached the person').not.toMatch(STACK_LINE);
      expect(run.stderr).not.toContain('EPIPE');
      expect(run.signal).toBeNull();
      expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
      expect(readFileSync(calendar, 'utf8')).toBe(CALENDAR_TEXT);
    },
  );
});

describe('SIGTERM', () => {
  it('while idle at the prompt, with input still open: exits with 143 and the calendar untouched', async () => {
    const calendar = temporaryCalendar();
    const part = startPart('part3-loop', ['--calendar', calendar, '--provider', 'offline']);
    await part.waitForOutput('Type a message');

    part.child.kill('SIGTERM');
    const run = await part.exited;

    // runRepl documents SIGTERM as EXIT_CODES.terminated (143, the shell's 128 + 15), reached by a clean shutdown
    // rather than by Node's default handler (which would leave no exit code, only the signal).
    expect(run.signal).toBeNull();
    expect(run.code, run.stderr).toBe(EXIT_CODES.terminated);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(readFileSync(calendar, 'utf8')).toBe(CALENDAR_TEXT);
  });

  it('during a model call, after a tool has booked: exits with 143 and the calendar is whole', async () => {
    const server = await fakeGemini();
    server.reply(tool('scheduleAppointment', { start: '2026-11-24T11:00', title: 'Haircut' }), {
      ...answer('Booked.'),
      delayMs: 5_000,
    });
    const calendar = temporaryCalendar();
    const part = startPart('part3-loop', ['--calendar', calendar], {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: server.url,
    });

    part.child.stdin.write('book a haircut tomorrow at 11am\n');
    await waitUntil(() => server.requests.length === 2, 'the second model call to reach the server');
    part.child.kill('SIGTERM');
    const run = await part.exited;

    expect(run.signal).toBeNull();
    expect(run.code, run.stderr).toBe(EXIT_CODES.terminated);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toContain('scheduleAppointment start=2026-11-24T11:00 title=Haircut → Booked');
    const appointments = parseCalendarFile(readFileSync(calendar, 'utf8'), calendar);
    expect(appointments.map((appointment) => `${appointment.start} ${appointment.title}`)).toEqual([
      '2026-11-24T09:00 Dentist',
      '2026-11-24T11:00 Haircut',
    ]);
    expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
  });
});

describe('Part 4 (native tool calls, streamed): Ctrl-C and SIGTERM as Part 3 handles them', () => {
  const toolServers: FakeServer[] = [];
  afterEach(async () => {
    await Promise.all(toolServers.splice(0).map((server) => server.close()));
  });

  async function startPart4(calendar: string) {
    const server = await startFakeGeminiToolServer();
    toolServers.push(server);
    const part = startPart('part4-native-tools', ['--calendar', calendar], {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: server.url,
    });
    return { server, part };
  }

  /** The conversation a Gemini request carried, as `role: text` lines (calls and results by name). */
  function turnsOf(server: FakeServer, index: number): string[] {
    type Part = { text?: string; functionCall?: { name?: string }; functionResponse?: { name?: string } };
    const body = server.requests[index]?.body as { contents?: { role: string; parts: Part[] }[] };
    return (body?.contents ?? []).map(
      (content) =>
        `${content.role}: ${content.parts
          .map((part) => part.text ?? part.functionCall?.name ?? `result of ${part.functionResponse?.name}`)
          .join(' ')}`,
    );
  }

  it('Ctrl-C during a streamed answer cancels it, keeps the session, and leaves no half turn', async () => {
    const calendar = temporaryCalendar();
    const { server, part } = await startPart4(calendar);
    server.reply({ ...geminiStream(['This answer comes too late.']), hang: true }, geminiStream(['Hello again.']));

    part.child.stdin.write('a question that will be cancelled\n');
    await waitUntil(() => server.requests.length === 1, 'the first request to reach the server');
    part.child.kill('SIGINT');
    await part.waitForOutput(/^cancelled$/m);
    expect(part.child.exitCode, 'the part exited on Ctrl-C during a call').toBeNull();

    part.child.stdin.end('hello\n');
    const run = await part.exited;

    expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toContain('agent> Hello again.');
    expect(server.requests).toHaveLength(2);
    expect(turnsOf(server, 1)).toEqual(['user: hello']);
    expect(readFileSync(calendar, 'utf8')).toBe(CALENDAR_TEXT);
    expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
  });

  it('Ctrl-C at the prompt leaves with 0, and SIGTERM while idle with 143, the calendar untouched', async () => {
    for (const [signal, code] of [
      ['SIGINT', EXIT_CODES.ok],
      ['SIGTERM', EXIT_CODES.terminated],
    ] as const) {
      const calendar = temporaryCalendar();
      const part = startPart('part4-native-tools', ['--calendar', calendar, '--provider', 'offline']);
      await part.waitForOutput('Type a message');
      part.child.kill(signal);
      const run = await part.exited;
      expect(run.signal, signal).toBeNull();
      expect(run.code, `${signal}: ${run.stderr}`).toBe(code);
      expect(run.stderr).not.toMatch(STACK_LINE);
      expect(readFileSync(calendar, 'utf8')).toBe(CALENDAR_TEXT);
    }
  });

  it('SIGTERM during a model call, after a tool has booked: exits with 143 and the calendar is whole', async () => {
    const calendar = temporaryCalendar();
    const { server, part } = await startPart4(calendar);
    const booking = { name: 'scheduleAppointment', args: { start: '2026-11-24T11:00', title: 'Haircut' } };
    server.reply(geminiStream([], { calls: [booking] }), {
      ...geminiStream(['Booked.']),
      hang: true,
    });

    part.child.stdin.write('book a haircut tomorrow at 11am\n');
    await waitUntil(() => server.requests.length === 2, 'the second model call to reach the server');
    part.child.kill('SIGTERM');
    const run = await part.exited;

    expect(run.signal).toBeNull();
    expect(run.code, run.stderr).toBe(EXIT_CODES.terminated);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toContain('scheduleAppointment start=2026-11-24T11:00 title=Haircut → Booked');
    const appointments = parseCalendarFile(readFileSync(calendar, 'utf8'), calendar);
    expect(appointments.map((appointment) => `${appointment.start} ${appointment.title}`)).toEqual([
      '2026-11-24T09:00 Dentist',
      '2026-11-24T11:00 Haircut',
    ]);
    expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
  });
});
