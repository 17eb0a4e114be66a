import { describe, expect, it } from 'vitest';
import { addSizes, estimateTokens, sizeOf } from './recording-model.ts';

describe('request sizes', () => {
  it('counts the instruction, the messages and the schema as JSON text', () => {
    const size = sizeOf({
      systemInstruction: 'abcd',
      messages: [
        { role: 'user', text: 'hi' },
        { role: 'assistant', text: 'hello' },
      ],
      responseSchema: { type: 'object' },
    });
    expect(size).toEqual({ system: 4, messages: 7, schema: 17, total: 28 });
    expect(addSizes([size, size]).total).toBe(56);
    expect(estimateTokens(size.total)).toBe(7);
  });
});
