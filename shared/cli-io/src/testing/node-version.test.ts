import { describe, expect, it } from 'vitest';
import { nodeAtLeast } from './node-version.ts';

describe('nodeAtLeast', () => {
  it.each([
    ['22.19.0', true],
    ['22.19.1', true],
    ['22.20.0', true],
    ['23.0.0', true],
    ['26.1.0', true],
    ['22.18.9', false],
    ['22.9.0', false],
    ['22.0.0', false],
    ['20.20.2', false],
  ])('22.19.0 is met by %s: %s', (current, expected) => {
    expect(nodeAtLeast('22.19.0', current)).toBe(expected);
  });
});
