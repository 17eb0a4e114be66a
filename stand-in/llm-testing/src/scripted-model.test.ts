import { CancelledError, type ToolCallingRequest } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { ScriptedModel, ScriptedToolModel } from './scripted-model.ts';

const request = (text: string, signal?: AbortSignal) => ({
  systemInstruction: 'sys',
  messages: [{ role: 'user' as const, text }],
  ...(signal ? { signal } : {}),
});

describe('ScriptedModel', () => {
  it('replies in order and records requests', async () => {
    const model = new ScriptedModel(['one', { text: 'two', usage: { inputTokens: 3, outputTokens: 1 } }]);
    expect(await model.generate(request('a'))).toEqual({ text: 'one' });
    expect(await model.generate(request('b'))).toEqual({ text: 'two', usage: { inputTokens: 3, outputTokens: 1 } });
    expect(model.requests.map((sent) => sent.messages[0]?.text)).toEqual(['a', 'b']);
    model.assertAllConsumed();
  });

  it('throws scripted errors and complains when it runs out', async () => {
    const model = new ScriptedModel([new Error('boom')]);
    await expect(model.generate(request('a'))).rejects.toThrow('boom');
    await expect(model.generate(request('b'))).rejects.toThrow(/ran out of replies at request #2/);
  });

  it('reports unused replies', () => {
    expect(() => new ScriptedModel(['left over']).assertAllConsumed()).toThrow(
      /1 scripted repl\(ies\) never requested/,
    );
  });

  it('lets an abort cut a delayed reply short', async () => {
    const model = new ScriptedModel([{ text: 'late', delayMs: 10_000 }]);
    const controller = new AbortController();
    const pending = model.generate(request('a', controller.signal));
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
  });
});

const toolRequest: ToolCallingRequest = {
  systemInstruction: 'You book appointments.',
  history: [{ type: 'user-input', text: 'Book me in' }],
  tools: [],
};

describe('ScriptedToolModel', () => {
  it('returns scripted calls with ids, then streams scripted text to onText', async () => {
    const model = new ScriptedToolModel([
      {
        calls: [
          { name: 'checkAvailability', args: { date: '2026-11-27' } },
          { name: 'listAppointments', args: {} },
        ],
      },
      { chunks: ['Booked ', 'for Friday.'] },
    ]);
    const first = await model.generate(toolRequest);
    expect(first).toMatchObject({ finishReason: 'tool-calls', text: '' });
    expect(first.toolCalls.map((call) => call.id)).toEqual(['call_1', 'call_2']);
    const pieces: string[] = [];
    const second = await model.generate({ ...toolRequest, onText: (delta) => pieces.push(delta) });
    expect(pieces).toEqual(['Booked ', 'for Friday.']);
    expect(second).toMatchObject({ text: 'Booked for Friday.', finishReason: 'stop', toolCalls: [] });
    expect(model.requests).toHaveLength(2);
    model.assertAllConsumed();
  });

  it('stops streaming when aborted, and says which scripted replies were never used', async () => {
    const controller = new AbortController();
    const model = new ScriptedToolModel([{ chunks: ['a', 'b', 'c'], delayMs: 5 }, { text: 'unused' }]);
    const pieces: string[] = [];
    const pending = model.generate({
      ...toolRequest,
      signal: controller.signal,
      onText: (delta) => {
        pieces.push(delta);
        controller.abort();
      },
    });
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(pieces).toEqual(['a']);
    expect(() => model.assertAllConsumed()).toThrow(
      /ScriptedToolModel: 1 scripted repl\(ies\) never requested: .*unused/,
    );
  });
});
