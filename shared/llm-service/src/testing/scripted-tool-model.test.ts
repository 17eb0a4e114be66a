import { describe, expect, it } from 'vitest';
import { CancelledError } from '../errors.ts';
import type { ToolCallingRequest } from '../native/tool-calling-types.ts';
import { ScriptedToolModel } from './scripted-tool-model.ts';

const request: ToolCallingRequest = {
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
    const first = await model.generate(request);
    expect(first).toMatchObject({ finishReason: 'tool-calls', text: '' });
    expect(first.toolCalls.map((call) => call.id)).toEqual(['call_1', 'call_2']);
    const pieces: string[] = [];
    const second = await model.generate({ ...request, onText: (delta) => pieces.push(delta) });
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
      ...request,
      signal: controller.signal,
      onText: (delta) => {
        pieces.push(delta);
        controller.abort();
      },
    });
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(pieces).toEqual(['a']);
    expect(() => model.assertAllConsumed()).toThrow(/1 scripted/);
  });
});
