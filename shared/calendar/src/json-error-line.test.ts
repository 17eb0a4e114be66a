import { describe, expect, it } from 'vitest';
import { jsonErrorLine } from './json-error-line.ts';

function lineOf(text: string): number {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonErrorLine(text, error);
  }
  throw new Error(`Expected invalid JSON: ${text}`);
}

describe('jsonErrorLine', () => {
  it('finds the line of the mistake, whatever the kind', () => {
    expect(lineOf('{\n  "version": 1,\n  "appointments": [,]\n}')).toBe(3);
    expect(lineOf('{\n  "a": 1,\n}')).toBe(3);
    expect(lineOf('{\n  "a": tru\n}')).toBe(2);
    expect(lineOf('{\n  "a": "b\n  \n}')).toBe(2);
    expect(lineOf('{}\n\nx')).toBe(3);
    expect(lineOf('{\n  "a": 1')).toBe(2);
  });
});
