import { fixedClock } from '@scheduling-agent/clock';
import type { ModelRequest } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { createOfflineModel } from './offline-model.ts';

const answerSchema = {
  type: 'object',
  properties: { action: { type: 'string', enum: ['answer'] }, response: { type: 'string' } },
  required: ['action', 'response'],
};

// Sunday 22 November 2026, 10:15 in Berlin.
const model = createOfflineModel({ clock: fixedClock('2026-11-22T09:15:00Z', 'Europe/Berlin') });

async function ask(text: string, systemInstruction = 'You are a scheduling assistant.'): Promise<string> {
  const request: ModelRequest = {
    systemInstruction,
    messages: [{ role: 'user', text }],
    responseSchema: answerSchema,
  };
  const reply = JSON.parse((await model.generate(request)).text);
  expect(reply.action).toBe('answer');
  return reply.response;
}

describe('offline model, chat intents', () => {
  it('greets', async () => {
    expect(await ask('Hello!')).toMatch(/^Hello! I am the offline stand-in/);
  });

  it('says what it can do, honestly', async () => {
    expect(await ask('what can you do?')).toMatch(/not an AI.*greetings/);
  });

  it('answers date questions against its clock', async () => {
    expect(await ask('what is the date tomorrow?')).toBe('Tomorrow is Monday, 23 November 2026.');
    expect(await ask('What day is next Friday?')).toBe('Next Friday is Friday, 27 November 2026 (in 5 days).');
    expect(await ask('what is the date today?')).toBe('Today is Sunday, 22 November 2026.');
    expect(await ask('what time is it?')).toBe('It is 10:15 on Sunday, 22 November 2026.');
    expect(await ask('what is the date in 1 day?')).toBe('In 1 day is Monday, 23 November 2026 (in 1 day).');
    expect(await ask('when is Christmas?')).toMatch(/^I cannot tell which day "christmas" is/);
  });

  it('reads "a week today" and "Tuesday week" as the day a week after the one named', async () => {
    expect(await ask('what day is a week today?')).toContain('Sunday, 29 November 2026');
    expect(await ask('what day is Tuesday week?')).toContain('Tuesday, 1 December 2026');
    expect(await ask('what is the date a week tomorrow?')).toContain('Monday, 30 November 2026');
  });

  it('prefers the date stated in the system instruction, as a real model would', async () => {
    const instruction = 'Today is Wednesday, 2027-03-03T08:00 in UTC.';
    expect(await ask('what is the date tomorrow?', instruction)).toBe('Tomorrow is Thursday, 4 March 2027.');
  });

  it('falls back honestly and says how to use a real model', async () => {
    const response = await ask('write me a poem about autumn');
    expect(response).toMatch(/not an AI/);
    expect(response).toMatch(/GEMINI_API_KEY/);
  });

  it('replies with plain JSON text that follows the schema', async () => {
    const { text } = await model.generate({ systemInstruction: '', messages: [{ role: 'user', text: 'hi' }] });
    expect(Object.keys(JSON.parse(text))).toEqual(['action', 'response']);
  });
});

describe('a pasted line far longer than a request', () => {
  const toolSchema = {
    type: 'object',
    properties: {
      action: { enum: ['answer', 'tool', 'tools'] },
      tool: { enum: ['checkAvailability', 'scheduleAppointment'] },
    },
  };
  const reply = async (messages: ModelRequest['messages']) =>
    JSON.parse((await model.generate({ systemInstruction: '', messages, responseSchema: toolSchema })).text);

  it('gets one clear sentence before any rule reads it', async () => {
    const line = `book ${'a'.repeat(10_000_000)}`;
    expect((await reply([{ role: 'user', text: line }])).response).toBe(
      'That message is 10,000,005 characters long and I read at most 500, so I have not read it. ' +
        'Say what you need in a sentence, such as "book a haircut tomorrow at 2pm".',
    );
    // A later turn does not read it again: the follow-up finds no earlier request to take up.
    const later = [
      { role: 'user' as const, text: line },
      { role: 'assistant' as const, text: '{"action":"answer","response":"…"}' },
      { role: 'user' as const, text: 'yes please' },
    ];
    expect((await reply(later)).action).toBe('answer');
  });

  it('still reads a request of the longest length it reads', async () => {
    const request = `book a haircut tomorrow at 2pm${' '.repeat(470)}`;
    expect(request).toHaveLength(500);
    expect(await reply([{ role: 'user', text: request }])).toMatchObject({
      action: 'tool',
      tool: 'checkAvailability',
    });
  });
});
