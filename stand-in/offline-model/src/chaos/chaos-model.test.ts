import {
  ConfigurationError,
  type JsonSchema,
  type LanguageModel,
  LlmError,
  type ModelRequest,
} from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { CHAOS_KINDS, type ChaosKind } from './chaos-kinds.ts';
import { type ChaosEvent, type ChaosOptions, createChaosModel } from './chaos-model.ts';

const toolSchema: JsonSchema = {
  anyOf: [
    { properties: { action: { const: 'answer' }, response: { type: 'string' } }, required: ['action', 'response'] },
    {
      properties: {
        action: { const: 'tool' },
        tool: { enum: ['checkAvailability', 'bookFlight'] },
        parameters: { type: 'object' },
      },
      required: ['action', 'tool', 'parameters'],
    },
  ],
};
const request: ModelRequest = { systemInstruction: 'Be brief.', messages: [{ role: 'user', text: 'Am I free?' }] };
const toolRequest: ModelRequest = { ...request, responseSchema: toolSchema };
const ANSWER = JSON.stringify({ action: 'answer', response: 'You are free all day.' });
const TOOL_CALL = JSON.stringify({ action: 'tool', tool: 'checkAvailability', parameters: { date: '2026-11-24' } });

/** A tiny inner model: always the same reply, and a count of how often it was asked. */
function fakeModel(text: string): LanguageModel & { calls: number } {
  return {
    provider: 'fake',
    label: 'fake model',
    calls: 0,
    async generate() {
      this.calls++;
      return { text, usage: { inputTokens: 3, outputTokens: 4 } };
    },
  };
}

/** Runs `count` calls and returns the kind of each corruption, in order, as `onCorrupt` reported them. */
async function run(options: Omit<ChaosOptions, 'onCorrupt'>, count: number, text = TOOL_CALL): Promise<ChaosEvent[]> {
  const events: ChaosEvent[] = [];
  const model = createChaosModel(fakeModel(text), { ...options, onCorrupt: (event) => events.push(event) });
  for (let call = 0; call < count; call++) await model.generate(toolRequest).catch(() => undefined);
  return events;
}

describe('createChaosModel', () => {
  it('corrupts the same calls with the same kinds for the same seed, and differently for another seed', async () => {
    const first = await run({ rate: 0.5, seed: 42 }, 200);
    expect(await run({ rate: 0.5, seed: 42 }, 200)).toEqual(first);
    expect(await run({ rate: 0.5, seed: 43 }, 200)).not.toEqual(first);
    expect(new Set(first.map((event) => event.kind))).toEqual(new Set(CHAOS_KINDS));
  });

  it('never corrupts at rate 0 and always corrupts at rate 1', async () => {
    expect(await run({ rate: 0 }, 300)).toEqual([]);
    const all = await run({ rate: 1 }, 300, ANSWER);
    expect(all.map((event) => event.callNumber)).toEqual(Array.from({ length: 300 }, (_, index) => index + 1));
  });

  it.each([0.1, 0.3, 0.7])('corrupts close to %d of 1000 replies', async (rate) => {
    const share = (await run({ rate, seed: 9 }, 1000)).length / 1000;
    expect(Math.abs(share - rate), `share ${share} for rate ${rate}`).toBeLessThan(0.05);
  });

  it('passes untouched replies through, usage included, and keeps the corrupted reply usage', async () => {
    const inner = fakeModel(ANSWER);
    expect(await createChaosModel(inner, { rate: 0 }).generate(request)).toEqual({
      text: ANSWER,
      usage: { inputTokens: 3, outputTokens: 4 },
    });
    const fenced = await createChaosModel(inner, { rate: 1, kinds: ['code-fence'] }).generate(request);
    expect(fenced).toEqual({ text: `\`\`\`json\n${ANSWER}\n\`\`\``, usage: { inputTokens: 3, outputTokens: 4 } });
  });

  it('transport-error rejects with a retryable LlmError and does not call the inner model', async () => {
    const inner = fakeModel(ANSWER);
    const model = createChaosModel(inner, { rate: 1, kinds: ['transport-error'] });
    const errors = await Promise.all(Array.from({ length: 20 }, () => model.generate(request).catch((e) => e)));
    for (const error of errors) {
      expect(error).toBeInstanceOf(LlmError);
      expect(error).toMatchObject({ retryable: true, provider: 'fake' });
      expect(error.message).toMatch(/chaos mode/i);
    }
    expect(new Set(errors.map((error) => error.name))).toEqual(new Set(['NetworkError', 'ServerError']));
    expect(inner.calls).toBe(0);
  });

  it('unknown-tool names a tool the request schema does not list, and falls back on answers', async () => {
    const model = createChaosModel(fakeModel(TOOL_CALL), { rate: 1, kinds: ['unknown-tool'] });
    const { tool } = JSON.parse((await model.generate(toolRequest)).text) as { tool: string };
    expect(['checkAvailability', 'bookFlight']).not.toContain(tool);
    const events = await run({ rate: 1, kinds: ['unknown-tool', 'empty'] }, 5, ANSWER);
    expect(events.map((event) => event.kind)).toEqual(Array(5).fill('empty'));
  });

  it('counts replies, corruptions and kinds in stats, matching what onCorrupt reported', async () => {
    const events: ChaosKind[] = [];
    const onCorrupt = (event: ChaosEvent) => events.push(event.kind);
    const model = createChaosModel(fakeModel(TOOL_CALL), { rate: 0.5, seed: 5, onCorrupt });
    for (let call = 0; call < 100; call++) await model.generate(toolRequest).catch(() => undefined);
    const { stats } = model;
    expect(stats.replies).toBe(100);
    expect(stats.corrupted).toBe(events.length);
    expect(stats.corrupted).toBeGreaterThan(0);
    for (const kind of CHAOS_KINDS) expect(stats.byKind[kind]).toBe(events.filter((each) => each === kind).length);
  });

  it('keeps the provider, names the rate in the label, and rejects bad options', () => {
    const model = createChaosModel(fakeModel(ANSWER), { rate: 0.3 });
    expect(model).toMatchObject({ provider: 'fake', label: 'fake model + chaos 30%' });
    expect(createChaosModel(fakeModel(ANSWER), { rate: 0.125 }).label).toBe('fake model + chaos 12.5%');
    expect(() => createChaosModel(fakeModel(ANSWER), { rate: 30 })).toThrow(ConfigurationError);
    expect(() => createChaosModel(fakeModel(ANSWER), { rate: 0.3, kinds: [] })).toThrow(/at least one/);
    const typo = ['emtpy'] as unknown as ChaosKind[];
    expect(() => createChaosModel(fakeModel(ANSWER), { rate: 0.3, kinds: typo })).toThrow(/Unknown chaos kind.*emtpy/);
  });
});
