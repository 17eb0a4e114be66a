import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAIText, openAIToolCalls, startFakeOpenAIToolServer } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { runPart, STACK_LINE } from './run-part.ts';

/** The request bodies the server received, as Chat Completions bodies. */
type SentBody = {
  model: string;
  tools?: Array<{ function: { name: string } }>;
  messages: Array<{ role: string; tool_call_id?: string }>;
};

describe.each([
  ['ollama', { OLLAMA_BASE_URL: '', OLLAMA_MODEL: 'qwen3:8b' }, 'ollama (qwen3:8b)'],
  ['openai-compatible', { OPENAI_BASE_URL: '', OPENAI_MODEL: 'served-model' }, 'openai-compatible (served-model)'],
] as const)('Part 4 end to end on %s (a local Chat Completions server with tools)', (provider, settings, label) => {
  it('books through a native call matched by id, then answers, with the calendar written', async () => {
    const server = await startFakeOpenAIToolServer(provider === 'ollama' ? { flavor: 'ollama' } : {});
    const calendar = join(mkdtempSync(join(tmpdir(), 'part4-providers-')), 'calendar.json');
    try {
      server.reply(
        openAIToolCalls([
          { id: 'call_1', name: 'scheduleAppointment', arguments: '{"start":"2026-11-24T10:00","title":"Dentist"}' },
        ]),
        openAIText('Booked: Dentist, Tuesday 24 November at 10:00.'),
      );
      const urlSetting = provider === 'ollama' ? 'OLLAMA_BASE_URL' : 'OPENAI_BASE_URL';
      const run = await runPart(
        'part4-native-tools',
        ['--provider', provider, '--calendar', calendar],
        'Book the dentist tomorrow at 10\n',
        { ...settings, [urlSetting]: server.url },
      );

      expect(run.stderr).not.toMatch(STACK_LINE);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Model: ${label}`);
      expect(run.stdout).toContain('Booked: Dentist, Tuesday 24 November at 10:00.');
      expect(readFileSync(calendar, 'utf8')).toMatch(/"start":\s*"2026-11-24T10:00".*"title":\s*"Dentist"/s);
      const [first, second] = server.requests.map((request) => request.body as SentBody);
      expect(first?.tools?.map((tool) => tool.function.name)).toContain('scheduleAppointment');
      // The result went back as a tool message after the assistant's call, roles alternating as servers require.
      expect(second?.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'tool']);
      expect(second?.messages.at(-1)?.tool_call_id).toBe('call_1');
      expect(server.pending()).toBe(0);
    } finally {
      await server.close();
    }
  });
});
