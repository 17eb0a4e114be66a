import { fixedClock } from '@scheduling-agent/clock';
import { NetworkError } from '@scheduling-agent/llm-service';
import { ScriptedModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { actionSchema } from './action-schema.ts';
import { createChatAgent } from './chat-agent.ts';

const clock = fixedClock('2026-11-22T09:15:00Z', 'Europe/Berlin');
const reply = (response: string) => JSON.stringify({ action: 'answer', response });

describe('createChatAgent', () => {
  it('sends the system instruction, the schema and the whole history, and keeps the answers', async () => {
    const model = new ScriptedModel([reply('Hello!'), reply('Monday.')]);
    const agent = createChatAgent({ model, clock });

    expect(await agent.send('hi')).toEqual({ type: 'answer', text: 'Hello!' });
    expect(await agent.send('what day is tomorrow?')).toEqual({ type: 'answer', text: 'Monday.' });

    const second = model.requests[1]!;
    expect(second.responseSchema).toBe(actionSchema);
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

  it('takes the one action when the reply also holds a note that is not an action', async () => {
    const model = new ScriptedModel([`${reply('Hi')} Note: {"format": "JSON"}.`]);
    const agent = createChatAgent({ model, clock });
    expect(await agent.send('hi')).toEqual({ type: 'answer', text: 'Hi' });
  });

  it('refuses a reply holding two different actions, and leaves the history unchanged', async () => {
    const twoActions = `Example: ${reply('Tomorrow is Sunday.')}\nMy reply: ${reply('Tomorrow is Monday.')}`;
    const model = new ScriptedModel([twoActions, reply('Monday.')]);
    const agent = createChatAgent({ model, clock });
    const result = await agent.send('what day is tomorrow?');
    expect(result).toMatchObject({ type: 'invalid', reply: twoActions });
    if (result.type === 'invalid') expect(result.message).toMatch(/held 2 different actions/);
    expect(agent.history).toEqual([]);
    expect(await agent.send('again')).toEqual({ type: 'answer', text: 'Monday.' });
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
