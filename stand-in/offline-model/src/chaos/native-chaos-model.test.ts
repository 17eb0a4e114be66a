import type { ToolCallingRequest } from '@scheduling-agent/llm-service';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { corrupt, NATIVE_CHAOS_KINDS, withNativeChaos } from './native-chaos-model.ts';
import { createRandom } from './random.ts';

const request: ToolCallingRequest = {
  systemInstruction: 'You book appointments.',
  history: [{ type: 'user-input', text: 'Am I free on Friday?' }],
  tools: [{ name: 'checkAvailability', description: 'Is it free?', parameters: { type: 'object' } }],
};
const call = { id: 'call_1', name: 'checkAvailability', args: { start: '2026-11-27T10:00' } };
const reply = { text: '', toolCalls: [call], finishReason: 'tool-calls' as const };

describe('native chaos', () => {
  it('breaks a reply in each of the documented ways', () => {
    const random = createRandom(7);
    expect(corrupt('malformed-call', reply, request, random)).toMatchObject({
      toolCalls: [],
      finishReason: 'malformed-call',
    });
    expect(corrupt('empty', reply, request, random)).toMatchObject({ text: '', toolCalls: [] });
    expect(corrupt('arguments-not-json', reply, request, random).toolCalls[0]).toMatchObject({ args: undefined });
    expect(corrupt('unknown-function', reply, request, random).toolCalls[0]?.name).not.toBe('checkAvailability');
    expect(corrupt('wrong-type', reply, request, random).toolCalls[0]?.args).toEqual({ start: 20261127 });
    expect(corrupt('call-and-text', reply, request, random)).toMatchObject({ toolCalls: [call] });
    expect(corrupt('call-and-text', reply, request, random).text).not.toBe('');
  });

  it('corrupts every reply at rate 1, replays the same kinds for the same seed, and retries transport errors', async () => {
    const run = async () => {
      const inner = new ScriptedToolModel(Array.from({ length: 40 }, () => ({ calls: [call] })));
      const chaotic = withNativeChaos(inner, { rate: 1, seed: 3, sleep: async () => {} });
      for (let index = 0; index < 20; index++) await chaotic.generate(request);
      return chaotic.stats;
    };
    const first = await run();
    expect(first.corrupted).toBe(first.replies);
    expect(first.replies).toBeGreaterThanOrEqual(20);
    expect(Object.keys(first.byKind)).toEqual([...NATIVE_CHAOS_KINDS]);
    expect(await run()).toEqual(first);
  });

  it('streams only the text of the reply it returns', async () => {
    const inner = new ScriptedToolModel([{ text: 'You are free.' }]);
    const chaotic = withNativeChaos(inner, { rate: 0, seed: 1 });
    const pieces: string[] = [];
    await chaotic.generate({ ...request, onText: (delta) => pieces.push(delta) });
    expect(pieces).toEqual(['You are free.']);
  });
});
