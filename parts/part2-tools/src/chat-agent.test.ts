import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import { NetworkError } from '@scheduling-agent/llm-service';
import { ScriptedModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import type { Approve } from './approval.ts';
import { createChatAgent as createAgent } from './chat-agent.ts';
import { loadTools } from './tool-registry.ts';

const clock = fixedClock('2026-11-22T09:15:00Z', 'Europe/Berlin');
const reply = (response: string) => JSON.stringify({ action: 'answer', response });
const tools = await loadTools();
const newCalendar = () => openCalendar({ file: join(mkdtempSync(join(tmpdir(), 'agent-')), 'calendar.json'), clock });

/** The agent with the real tools and an empty calendar of its own. */
function createChatAgent(options: { model: ScriptedModel; clock: typeof clock; approve?: Approve }) {
  const calendar = newCalendar();
  const approve = options.approve ?? (async () => true);
  return Object.assign(createAgent({ ...options, tools, context: { calendar }, approve }), { calendar });
}

describe('createChatAgent', () => {
  it('sends the system instruction, the schema and the whole history, and keeps the answers', async () => {
    const model = new ScriptedModel([reply('Hello!'), reply('Monday.')]);
    const agent = createChatAgent({ model, clock });

    expect(await agent.send('hi')).toEqual({ type: 'answer', text: 'Hello!' });
    expect(await agent.send('what day is tomorrow?')).toEqual({ type: 'answer', text: 'Monday.' });

    const second = model.requests[1]!;
    expect(second.responseSchema).toMatchObject({ anyOf: expect.any(Array) });
    expect(second.systemInstruction).toContain('Today is Sunday, 22 November 2026');
    expect(second.systemInstruction).toContain('2026-11-22T10:15 in the Europe/Berlin time zone');
    expect(second.messages).toEqual([
      { role: 'user', text: 'hi' },
      { role: 'assistant', text: reply('Hello!') },
      { role: 'user', text: 'what day is tomorrow?' },
    ]);
    expect(agent.history).toHaveLength(4);
    model.assertAllConsumed();
  });

  it('accepts a reply wrapped in a code fence and stores it in the clean format', async () => {
    const model = new ScriptedModel([`\`\`\`json\n${reply('Hi')}\n\`\`\``]);
    const agent = createChatAgent({ model, clock });
    expect(await agent.send('hi')).toEqual({ type: 'answer', text: 'Hi' });
    expect(agent.history[1]).toEqual({ role: 'assistant', text: reply('Hi') });
  });

  it('reports a reply that is not JSON and leaves the history unchanged', async () => {
    const model = new ScriptedModel(['Tomorrow is Monday.', reply('ok')]);
    const agent = createChatAgent({ model, clock });
    const result = await agent.send('what day is tomorrow?');
    expect(result).toMatchObject({ type: 'invalid', reply: 'Tomorrow is Monday.' });
    if (result.type === 'invalid') expect(result.message).toMatch(/no JSON object/);
    expect(agent.history).toEqual([]);
    expect(await agent.send('again')).toEqual({ type: 'answer', text: 'ok' });
  });

  it('reports JSON that is not a valid action, naming the field', async () => {
    const model = new ScriptedModel(['{"action":"answer","text":"hi"}']);
    const result = await createChatAgent({ model, clock }).send('hi');
    expect(result).toMatchObject({ type: 'invalid' });
    if (result.type === 'invalid') expect(result.message).toMatch(/response is missing; text is not an allowed field/);
  });

  it('turns a transport error into a result, without a half turn in the history', async () => {
    const model = new ScriptedModel([new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' })]);
    const agent = createChatAgent({ model, clock });
    expect(await agent.send('hi')).toEqual({ type: 'error', message: 'Could not reach Gemini.' });
    expect(agent.history).toEqual([]);
  });

  it('reports a cancelled request', async () => {
    const model = new ScriptedModel([{ text: reply('late'), delayMs: 5_000 }]);
    const controller = new AbortController();
    const pending = createChatAgent({ model, clock }).send('hi', controller.signal);
    controller.abort();
    expect(await pending).toEqual({ type: 'cancelled' });
  });

  it('forgets everything on reset', async () => {
    const agent = createChatAgent({ model: new ScriptedModel([reply('Hello!')]), clock });
    await agent.send('hi');
    agent.reset();
    expect(agent.history).toEqual([]);
  });
});

const toolCall = (tool: string, parameters: unknown) => JSON.stringify({ action: 'tool', tool, parameters });

describe('createChatAgent with tools', () => {
  it('puts the tools in the instruction and one schema branch per tool', async () => {
    const model = new ScriptedModel([reply('hi')]);
    await createChatAgent({ model, clock }).send('hi');
    const request = model.requests[0]!;
    expect(request.systemInstruction).toContain('- scheduleAppointment: Book an appointment.');
    expect((request.responseSchema as { anyOf: unknown[] }).anyOf).toHaveLength(tools.list().length + 1);
  });

  it('runs the tool the model asks for, on the real calendar, and records the result for the next turn', async () => {
    const model = new ScriptedModel([
      toolCall('scheduleAppointment', { start: '2026-11-23T10:00', title: 'Dentist' }),
      reply('You are booked.'),
    ]);
    const agent = createChatAgent({ model, clock });

    const result = await agent.send('book a dentist tomorrow at 10');
    expect(result).toMatchObject({
      type: 'tool',
      result: {
        type: 'result',
        call: { tool: 'scheduleAppointment' },
        result: { ok: true, appointment: { start: '2026-11-23T10:00', title: 'Dentist' } },
      },
    });
    expect(model.requests).toHaveLength(1);
    const listed = await agent.calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Dentist']);

    await agent.send('thanks');
    const history = model.requests[1]!.messages;
    expect(history[2]!.text).toMatch(
      /^Tool result \(shown to the person\): \{"type":"result","call":\{"tool":"scheduleAppointment"/,
    );
  });

  it('explains an unknown tool, listing the real ones, and goes on', async () => {
    const model = new ScriptedModel([toolCall('bookFlight', { start: '2026-11-23T10:00' }), reply('ok')]);
    const agent = createChatAgent({ model, clock });
    const result = await agent.send('fly me to Rome');
    expect(result).toMatchObject({ type: 'invalid' });
    if (result.type === 'invalid') {
      expect(result.message).toMatch(/tool must be one of: .*checkAvailability, deleteAppointment/);
      expect(result.message).toContain('(got "bookFlight")');
    }
    expect(await agent.send('hello')).toEqual({ type: 'answer', text: 'ok' });
  });

  it('explains a number given for start, naming the field', async () => {
    const model = new ScriptedModel([toolCall('checkAvailability', { start: 20261123 })]);
    const result = await createChatAgent({ model, clock }).send('is tomorrow free?');
    expect(result).toMatchObject({ type: 'invalid' });
    if (result.type === 'invalid')
      expect(result.message).toContain('parameters.start must be a string (got number 20261123)');
  });

  it('reports a refused booking as the tool result, not an error', async () => {
    const model = new ScriptedModel([toolCall('scheduleAppointment', { start: '2026-11-21T10:00' })]);
    const result = await createChatAgent({ model, clock }).send('book last saturday');
    expect(result).toMatchObject({ type: 'tool', result: { type: 'result', result: { ok: false, reason: 'past' } } });
  });

  it('asks before deleting, about the appointment in words, and deletes only on yes', async () => {
    const asked: string[] = [];
    const model = new ScriptedModel([
      toolCall('deleteAppointment', { start: '2026-11-23T10:00' }),
      toolCall('deleteAppointment', { start: '2026-11-23T10:00' }),
    ]);
    let answer = false;
    const agent = createChatAgent({
      model,
      clock,
      approve: async (question) => Boolean(asked.push(question)) && answer,
    });
    await agent.calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });

    expect(await agent.send('cancel my 10am tomorrow')).toMatchObject({ type: 'tool', result: { type: 'declined' } });
    expect((await agent.calendar.list({ from: '2026-11-23' })).ok).toBe(true);
    answer = true;
    expect(await agent.send('yes, cancel it')).toMatchObject({ type: 'tool', result: { type: 'result' } });
    expect(asked).toEqual(['Cancel Mon 23 Nov 10:00–10:30 "Dentist"?', 'Cancel Mon 23 Nov 10:00–10:30 "Dentist"?']);
    const listed = await agent.calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments).toEqual([]);
  });

  it('refuses a reply holding an example call beside its answer: nothing is asked or deleted', async () => {
    const asked: string[] = [];
    const example = toolCall('deleteAppointment', { start: '2026-11-23T10:00' });
    const twoActions = `${JSON.stringify({ action: 'answer', response: 'You can send this yourself:' })}\n${example}`;
    const model = new ScriptedModel([twoActions]);
    const agent = createChatAgent({ model, clock, approve: async (question) => Boolean(asked.push(question)) });
    await agent.calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });

    const result = await agent.send('how do I cancel my 10am?');
    expect(result).toMatchObject({ type: 'invalid', reply: twoActions });
    if (result.type === 'invalid') expect(result.message).toMatch(/held 2 different actions/);
    expect(asked).toEqual([]);
    const listed = await agent.calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Dentist']);
    expect(agent.history).toEqual([]);
  });

  it('is cancelled by Ctrl-C during the question: nothing is deleted and the history is unchanged', async () => {
    const controller = new AbortController();
    const model = new ScriptedModel([toolCall('deleteAppointment', { start: '2026-11-23T10:00' })]);
    const agent = createChatAgent({
      model,
      clock,
      approve: async () => {
        controller.abort();
        return true;
      },
    });
    await agent.calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });
    expect(await agent.send('cancel my 10am tomorrow', controller.signal)).toEqual({ type: 'cancelled' });
    const listed = await agent.calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.length).toBe(1);
    expect(agent.history).toEqual([]);
  });
});
