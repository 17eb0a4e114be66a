import { newCalendarFile, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { geminiError, geminiStream, type ServerReply, startFakeGeminiToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const SENTINEL_KEY = 'AIza-SENTINEL-never-print-me-1234';

/** Runs this part against a URL through `@google/genai`, as a learner with a key would, and collects its output. */
function runPart(input: string, baseUrl: string, args: string[] = []) {
  return runPartAsync(main, {
    input,
    args: ['--calendar', newCalendarFile(), '--yes', ...args],
    env: {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: baseUrl,
      LLM_PROVIDER: 'gemini',
      GEMINI_MODEL: 'gemini-3-flash',
    },
  });
}

type Content = { role: string; parts: Array<Record<string, unknown>> };

describe('end to end on Gemini native function calling (a local fake server, through the real SDK)', () => {
  it('books over parallel calls, recovers from an unknown function, echoes every signature, streams the answer', async () => {
    const server = await startFakeGeminiToolServer();
    const replies: ServerReply[] = [
      geminiStream([], {
        calls: [
          { id: 'fc-1', name: 'checkAvailability', args: { start: '2026-11-24T14:00' }, thoughtSignature: 'SIG-1' },
          { id: 'fc-2', name: 'listAppointments', args: { date: '2026-11-24' } },
        ],
      }),
      geminiStream([], { calls: [{ id: 'fc-3', name: 'bookHaircut', args: {}, thoughtSignature: 'SIG-2' }] }),
      geminiStream([], {
        calls: [
          {
            id: 'fc-4',
            name: 'scheduleAppointment',
            args: { start: '2026-11-24T14:00', title: 'Haircut' },
            thoughtSignature: 'SIG-3',
          },
        ],
      }),
      geminiStream(['Booked your haircut ', 'for 14:00 tomorrow.'], { textSignature: 'SIG-4' }),
    ];
    server.reply(...replies);
    try {
      const run = await runPart('book a haircut tomorrow at 2pm\n', server.url);

      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Model: gemini (gemini-3-flash)');
      expect(run.stdout).toMatch(/step 1\/10 {2}checkAvailability start=2026-11-24T14:00 → .*is free/);
      expect(run.stdout).toMatch(/step 2\/10 {2}bookHaircut → Unknown tool "bookHaircut"/);
      expect(run.stdout).toMatch(/step 3\/10 {2}scheduleAppointment .*→ Booked/);
      expect(run.stdout).toContain('agent> Booked your haircut for 14:00 tomorrow.');
      expect(server.requests).toHaveLength(4);
      expect(server.pending()).toBe(0);

      const first = server.requests[0]!;
      expect(first.path).toBe('/v1beta/models/gemini-3-flash:streamGenerateContent?alt=sse');
      const body = first.body as Record<string, unknown> & { systemInstruction: { parts: Array<{ text: string }> } };
      expect(JSON.stringify(body.tools)).toContain('"parametersJsonSchema"');
      expect(body.toolConfig).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
      expect(JSON.stringify(body)).not.toContain('responseMimeType');
      expect(body.systemInstruction.parts[0]!.text).toContain('Today is Monday, 23 November 2026');

      // Both results of the parallel step went back in one turn, each matched to its call's id.
      const second = (server.requests[1]!.body as { contents: Content[] }).contents;
      expect(second.map((content) => content.role)).toEqual(['user', 'model', 'user']);
      expect(second[1]!.parts[0]).toMatchObject({ thoughtSignature: 'SIG-1' });
      const responses = second[2]!.parts.map((part) => part.functionResponse as { id: string; name: string });
      expect(responses.map((response) => [response.id, response.name])).toEqual([
        ['fc-1', 'checkAvailability'],
        ['fc-2', 'listAppointments'],
      ]);
      // The unknown function went back as an error result for that call.
      const third = (server.requests[2]!.body as { contents: Content[] }).contents;
      expect(third.at(-1)!.parts[0]).toMatchObject({
        functionResponse: { id: 'fc-3', name: 'bookHaircut', response: { error: expect.stringContaining('Unknown') } },
      });
      expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
    } finally {
      await server.close();
    }
  });

  it('sets the tool choice to none on the last step, and explains a rejected key in one line', async () => {
    const server = await startFakeGeminiToolServer();
    server.reply(
      geminiStream([], { calls: [{ name: 'listAppointments', args: { date: '2026-11-24' }, thoughtSignature: 'S' }] }),
      geminiStream(['Nothing is booked tomorrow.']),
      geminiError(401, `API key not valid: ${SENTINEL_KEY}`, 'UNAUTHENTICATED'),
    );
    try {
      const run = await runPart('what do I have tomorrow?\nhello\n', server.url, ['--max-steps', '2']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('agent> Nothing is booked tomorrow.');
      const modes = server.requests.map((request) => (request.body as { toolConfig: unknown }).toolConfig);
      expect(modes.slice(0, 2)).toEqual([
        { functionCallingConfig: { mode: 'AUTO' } },
        { functionCallingConfig: { mode: 'NONE' } },
      ]);
      expect(run.stderr).toContain('GEMINI_API_KEY');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
    } finally {
      await server.close();
    }
  });
});
