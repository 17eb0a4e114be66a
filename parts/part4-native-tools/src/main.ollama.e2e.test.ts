import { readFileSync } from 'node:fs';
import { newCalendarFile, runPartAsync } from '@scheduling-agent/cli-io/testing';
import { type FakeServer, openAIStream, startFakeOpenAIToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';

const main = new URL('./main.ts', import.meta.url);
const OPENAI_KEY = 'sk-SENTINEL-for-openai-only-5678';

/** Runs this part with `--provider ollama` against a fake, as a learner with Ollama would, and collects its output. */
function runPart(input: string, server: FakeServer, calendar: string, args: string[] = []) {
  return runPartAsync(main, {
    input,
    args: ['--calendar', calendar, ...args],
    // The OpenAI key is set to prove it is never sent to the Ollama host.
    env: { LLM_PROVIDER: 'ollama', OLLAMA_BASE_URL: server.url, OLLAMA_MODEL: 'qwen3:8b', OPENAI_API_KEY: OPENAI_KEY },
  });
}

type Message = { role: string; content?: unknown; tool_calls?: unknown };
const messagesOf = (server: FakeServer, index: number) =>
  (server.requests[index]!.body as { messages: Message[] }).messages;

const booking = {
  id: 'call_1',
  name: 'scheduleAppointment',
  arguments: '{"start":"2026-11-24T10:00","title":"Dentist"}',
};
const listing = { id: 'call_1', name: 'listAppointments', arguments: '{"date":"2026-11-24"}' };

describe('end to end on Ollama (a local fake that refuses what Ollama refuses and ignores tool_choice as it does)', () => {
  it('books over a streamed call, and sends Ollama no OpenAI key', async () => {
    const server = await startFakeOpenAIToolServer({ flavor: 'ollama' });
    server.reply(openAIStream([], [booking]), openAIStream(['Booked: Dentist, ', 'Tuesday 24 November at 10:00.']));
    const calendar = newCalendarFile();
    try {
      const run = await runPart('book the dentist tomorrow at 10\n', server, calendar);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('Model: ollama (qwen3:8b)');
      expect(run.stdout).toMatch(/step 1\/10 {2}scheduleAppointment .*→ Booked/);
      expect(run.stdout).toContain('agent> Booked: Dentist, Tuesday 24 November at 10:00.');
      expect(readFileSync(calendar, 'utf8')).toMatch(/"title":\s*"Dentist"/);
      expect(server.requests.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
      expect(server.requests.every((request) => request.headers.authorization === undefined)).toBe(true);
      expect(run.stdout + run.stderr).not.toContain(OPENAI_KEY);
    } finally {
      await server.close();
    }
  });

  it('gets an answer on the last step from a model that calls a tool whenever tools are declared', async () => {
    const server = await startFakeOpenAIToolServer({ flavor: 'ollama' });
    const eager = { call: openAIStream([], [listing]), answer: openAIStream(['Nothing is booked tomorrow.']) };
    server.reply(eager, eager);
    try {
      const run = await runPart('what do I have tomorrow?\n', server, newCalendarFile(), ['--max-steps', '2']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/step 1\/2 {2}listAppointments /);
      expect(run.stdout).toContain('agent> Nothing is booked tomorrow.');
      expect(run.stdout).not.toContain('I stopped after 2 steps');
      // The first step declared the tools; the last declared none, since Ollama would not honour `tool_choice: none`.
      const [first, last] = server.requests.map((request) => request.body as Record<string, unknown>);
      expect(first).toHaveProperty('tools');
      expect(last).not.toHaveProperty('tools');
      expect(last).not.toHaveProperty('tool_choice');
      // What was done went as text, in turns that alternate, with no tool message left that needs a tool declared.
      const messages = messagesOf(server, 1);
      expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(messages.some((message) => message.tool_calls !== undefined)).toBe(false);
      expect(messages[2]!.content).toBe('(I called listAppointments with {"date":"2026-11-24"}.)');
      expect(messages[3]!.content).toMatch(/^Results of the tools you called:\nlistAppointments: \{"output":/);
    } finally {
      await server.close();
    }
  });
});
