import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPortableSchema, type JsonSchema } from '@scheduling-agent/llm-service';
import {
  type FakeServer,
  legacyGrammarProblems,
  openAIText,
  startFakeOpenAIServer,
} from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Runs Part 3 with `--provider ollama` against a URL, as a learner with Ollama would, and collects its output. */
function runPart(input: string, baseUrl: string, calendarFile: string, args: string[] = []) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AGENT_NOW: '2026-11-23T08:30:00Z',
    TZ: 'Europe/London',
    NO_COLOR: '1',
    CALENDAR_FILE: calendarFile,
  };
  for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'LLM_CONTEXT_TOKENS']) {
    delete env[name];
  }
  // Set rather than deleted: a learner's .env fills only unset variables and must not change what this test runs.
  Object.assign(env, { LLM_PROVIDER: 'ollama', OLLAMA_BASE_URL: baseUrl, OLLAMA_MODEL: 'qwen3:8b' });
  const child = spawn(process.execPath, ['--import', 'tsx', main, ...args], { cwd: repoRoot, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdin.end(input);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** The reply schemas the part sent, as Ollama received them in `response_format`. */
function sentSchemas(server: FakeServer): JsonSchema[] {
  return server.requests.map(
    (request) =>
      (request.body as { response_format: { json_schema: { schema: JsonSchema } } }).response_format.json_schema.schema,
  );
}

const booking = JSON.stringify({
  action: 'tool',
  tool: 'scheduleAppointment',
  parameters: { start: '2026-11-24T10:00', title: 'Dentist' },
});

describe('end to end on Ollama (a local fake that refuses what Ollama 0.12 refuses)', () => {
  it('books an appointment, every schema it sends passing Ollama 0.12 and the portability rules', async () => {
    const server = await startFakeOpenAIServer(undefined, { flavor: 'ollama-0.12' });
    server.reply(
      openAIText(booking),
      openAIText('{"action":"answer","response":"Booked: Dentist, Tuesday 24 November at 10:00."}'),
    );
    const calendarFile = join(mkdtempSync(join(tmpdir(), 'ollama-e2e-')), 'calendar.json');
    try {
      const run = await runPart('Book the dentist tomorrow at 10\n', server.url, calendarFile);
      expect(run.stderr).not.toMatch(/invalid JSON schema|refused the reply format/);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Model: ollama (qwen3:8b)');
      expect(run.stdout).toContain('agent> Booked: Dentist, Tuesday 24 November at 10:00.');
      expect(readFileSync(calendarFile, 'utf8')).toMatch(/"start":\s*"2026-11-24T10:00".*"title":\s*"Dentist"/s);

      expect(server.requests).toHaveLength(2);
      expect(server.pending()).toBe(0);
      // Within Ollama's default budget, the step after the tool still carries the person's request: the reply schema
      // is a grammar on Ollama and is not counted against the context.
      const secondStep = server.requests[1]?.body as { messages: Array<{ role: string; content: string }> };
      expect(secondStep.messages.map((message) => message.content)).toContain('Book the dentist tomorrow at 10');
      expect(run.stdout).not.toContain('no longer fits');
      for (const schema of sentSchemas(server)) {
        expect(legacyGrammarProblems(schema)).toEqual([]);
        expect(checkPortableSchema(schema)).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });

  it("sends a portable answer-only schema on a turn's last step", async () => {
    const server = await startFakeOpenAIServer(undefined, { flavor: 'ollama-0.12' });
    server.reply(openAIText(booking), openAIText('{"action":"answer","response":"Booked the dentist."}'));
    const calendarFile = join(mkdtempSync(join(tmpdir(), 'ollama-e2e-')), 'calendar.json');
    try {
      const run = await runPart('Book the dentist tomorrow at 10\n', server.url, calendarFile, ['--max-steps', '2']);
      expect(run.code).toBe(0);
      const [first, last] = sentSchemas(server);
      expect(first?.properties).toHaveProperty('calls');
      expect(last?.properties).toEqual({
        action: { type: 'string', enum: ['answer'] },
        response: { type: 'string', description: 'What to tell the person.' },
      });
      for (const schema of sentSchemas(server)) {
        expect(legacyGrammarProblems(schema)).toEqual([]);
        expect(checkPortableSchema(schema)).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });
});
