import { runPartAsync } from '@scheduling-agent/cli-io/testing';
import { geminiError, geminiText, startFakeGeminiServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const SENTINEL_KEY = 'AIza-SENTINEL-never-print-me-1234';

/** Runs this part against a URL through `@google/genai`, as a learner with a key would, and collects its output. */
function runPart(input: string, baseUrl: string) {
  return runPartAsync(main, {
    input,
    env: {
      GEMINI_API_KEY: SENTINEL_KEY,
      GOOGLE_GEMINI_BASE_URL: baseUrl,
      LLM_PROVIDER: 'gemini',
      GEMINI_MODEL: 'gemini-2.5-flash',
    },
  });
}

describe('end to end on Gemini (a local fake server, through the real SDK)', () => {
  it('uses JSON mode with today in the instruction, survives a non-JSON reply and a 429, never prints the key', async () => {
    const server = await startFakeGeminiServer();
    server.reply(
      geminiText('{"action":"answer","response":"Hello from Gemini."}'),
      geminiText('Tomorrow is Tuesday, I think.'),
      geminiError(429, 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED'),
      geminiText('{"action":"answer","response":"Tomorrow is Tuesday, 24 November."}'),
    );
    try {
      const run = await runPart('hello\nwhat day is tomorrow?\nwhat day is tomorrow, please?\n', server.url);

      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Model: gemini (gemini-2.5-flash)');
      expect(run.stdout).toContain('agent> Hello from Gemini.');
      expect(run.stderr).toContain('The reply contained no JSON object');
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
      expect(JSON.stringify(body.generationConfig.responseJsonSchema)).toContain('"enum":["answer"]');
      expect(body.systemInstruction.parts[0]!.text).toContain('Today is Monday, 23 November 2026');

      // The non-JSON reply did not enter the history: the last request holds hello, its answer, and the new question.
      const last = server.requests[3]!.body as { contents: Array<{ role: string }> };
      expect(last.contents.map((content) => content.role)).toEqual(['user', 'model', 'user']);

      expect(run.stdout + run.stderr).not.toContain(SENTINEL_KEY);
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
