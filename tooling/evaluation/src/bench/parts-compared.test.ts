import { describe, expect, it } from 'vitest';
import { nativeSizeOf } from './parts-compared.ts';

describe('nativeSizeOf', () => {
  it('counts the instruction, the tools as an OpenAI-compatible array, and what each history entry sends', () => {
    const tool = { name: 'noop', description: 'Does nothing.', parameters: { type: 'object' } };
    const size = nativeSizeOf({
      systemInstruction: 'Be brief.',
      tools: [tool],
      history: [
        { type: 'user-input', text: 'hi' },
        { type: 'tool-calls', calls: [{ id: 'c1', name: 'noop', args: { a: 1 } }] },
        { type: 'tool-results', results: [{ callId: 'c1', name: 'noop', output: 'ok' }] },
        { type: 'answer', text: 'Done.' },
      ],
    });
    const tools = JSON.stringify([{ type: 'function', function: tool }]).length;
    expect(size.tools).toBe(tools);
    const messages = 'hi'.length + 'noop'.length + '{"a":1}'.length + '{"output":"ok"}'.length + 'Done.'.length;
    expect(size.total).toBe('Be brief.'.length + tools + messages);
  });
});
