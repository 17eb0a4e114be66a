import { describe, expect, it } from 'vitest';
import { CancelledError } from '../errors.ts';
import { ScriptedModel } from './scripted-model.ts';

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
