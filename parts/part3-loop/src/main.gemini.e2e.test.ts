import { readFileSync } from 'node:fs';
import { openCalendar } from '@scheduling-agent/calendar';
import { newCalendarFile, PINNED_NOW, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { fixedClock } from '@scheduling-agent/clock';
import { geminiCutOff, geminiError, geminiText, startFakeGeminiServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const SENTINEL_KEY = 'AIza-SENTINEL-never-print-me-1234';

/** Runs this part against a URL through `@google/genai`, as a learner with a key would, and collects its output. */
function runPart(input: string, baseUrl: string, args: string[] = []) {
  return runPartAsync(main, {
    input,
    args,
    env: {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: baseUrl,
      LLM_PROVIDER: 'gemini',
      GEMINI_MODEL: 'gemini-2.5-flash',
    },
  });
}

describe('end to end on Gemini (a local fake server, through the real SDK)', () => {
  it('uses JSON mode with today in the instruction, recovers from a non-JSON reply and a 429, never prints the key', async () => {
    const server = await startFakeGeminiServer();
    server.reply(
      geminiText('{"action":"answer","response":"Hello from Gemini."}'),
      geminiText('Tomorrow is Tuesday, I think.'),
      geminiError(429, 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED'),
      geminiText('{"action":"answer","response":"Tomorrow is Tuesday, 24 November."}'),
    );
    try {
      const run = await runPart('hello\nwhat day is tomorrow?\n', server.url);

      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Model: gemini (gemini-2.5-flash)');
      expect(run.stdout).toContain('agent> Hello from Gemini.');
      expect(run.stdout + run.stderr).toContain(
        'reply not usable, sent back to the model: The reply contained no JSON object',
      );
      expect(run.stderr).toMatch(/rate limit|quota/i);
      expect(run.stdout).toContain('agent> Tomorrow is Tuesday, 24 November.');

      expect(server.requests).toHaveLength(4);
      const first = server.requests[0]!;
      expect(first.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
      const body = first.body as {
        generationConfig: { responseMimeType: string; responseJsonSchema: unknown };
        systemInstruction: { parts: Array<{ text: string }> };
      };
      expect(body.generationConfig.responseMimeType).toBe('application/json');
      expect(JSON.stringify(body.generationConfig.responseJsonSchema)).toContain('"enum":["answer","tool"');
      expect(body.systemInstruction.parts[0]!.text).toContain('Today is Monday, 23 November 2026');

      // The non-JSON reply went back to the model with the problem, in the same turn.
      const last = server.requests[3]!.body as { contents: Array<{ role: string; parts: Array<{ text: string }> }> };
      expect(last.contents.map((content) => content.role)).toEqual(['user', 'model', 'user', 'model', 'user']);
      expect(last.contents.at(-1)!.parts[0]!.text).toMatch(/^Your last reply could not be used/);

      expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
    } finally {
      await server.close();
    }
  });

  it('with --yes, sends back two actions and unclosed reasoning, and deletes only what one action asks', async () => {
    const file = newCalendarFile();
    const calendar = openCalendar({ file, clock: fixedClock(PINNED_NOW.AGENT_NOW, PINNED_NOW.TZ) });
    await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    await calendar.book({ start: '2026-11-24T11:00', title: 'Haircut' });
    const remove = (date: string) => `{"action":"tool","tool":"deleteAppointment","parameters":{"start":"${date}"}}`;
    const server = await startFakeGeminiServer();
    server.reply(
      geminiText(
        `For example: ${remove('2026-11-24T11:00')}\nMy reply: {'action': 'answer', 'response': 'Which one?'}`,
      ),
      geminiText(`<think>Plan: ${remove('2026-11-24T11:00')}`),
      geminiText(remove('2026-11-24T10:00')),
      geminiText('{"action":"answer","response":"Cancelled your dentist."}'),
    );
    try {
      const run = await runPart('cancel my dentist tomorrow\n', server.url, ['--calendar', file, '--yes']);

      expect(run.code).toBe(0);
      expect(run.stdout).toContain('agent> Cancelled your dentist.');
      const feedback = server.requests.slice(1, 3).map((request) => {
        const body = request.body as { contents: Array<{ parts: Array<{ text: string }> }> };
        return body.contents.at(-1)!.parts[0]!.text;
      });
      expect(feedback[0]).toMatch(/held 2 different actions/);
      expect(feedback[1]).toMatch(/reasoning never ends/);
      // The one single action was carried out (Dentist gone), and neither example nor draft was (Haircut kept).
      const titles = JSON.parse(readFileSync(file, 'utf8')).appointments.map((entry: { title: string }) => entry.title);
      expect(titles).toEqual(['Haircut']);
    } finally {
      await server.close();
    }
  });

  it('says a reply cut off at the output limit was cut off, asks once, and goes on', async () => {
    const server = await startFakeGeminiServer();
    server.reply(
      geminiCutOff('{"action":"answer","response":"Your appointments tomorrow are: 10:00 Dentist, 11:'),
      geminiText('{"action":"answer","response":"Hello again."}'),
    );
    try {
      const run = await runPart('what do I have tomorrow?\nhello\n', server.url);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(
        "Gemini's reply stopped midway, so it could not be used: it was cut off at Gemini's output limit.",
      );
      expect(run.stdout + run.stderr).not.toMatch(/not valid JSON|try again/i);
      expect(run.stdout).toContain('agent> Hello again.');
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });

  it('explains a rejected key in one line and goes on', async () => {
    const server = await startFakeGeminiServer();
    server.reply(geminiError(401, `API key not valid: ${SENTINEL_KEY}`, 'UNAUTHENTICATED'));
    try {
      const run = await runPart('hello\n', server.url);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('GEMINI_API_KEY');
      expect(run.stderr).not.toMatch(/\n\s+at /);
      expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
    } finally {
      await server.close();
    }
  });
});
