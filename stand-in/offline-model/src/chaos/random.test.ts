import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

const draws = (seed: number, count = 20): number[] => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed, so a chaos run can be replayed', () => {
    expect(draws(42)).toEqual(draws(42));
  });

  it('gives a different sequence for a different seed', () => {
    expect(draws(1)).not.toEqual(draws(2));
  });

  it('stays in [0, 1) and spreads over the whole range', () => {
    const values = draws(7, 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('picks whole numbers in range, both ends included, and items from a list', () => {
    const random = createRandom(3);
    const integers = new Set(Array.from({ length: 500 }, () => random.integer(2, 4)));
    expect([...integers].sort()).toEqual([2, 3, 4]);
    const picked = new Set(Array.from({ length: 500 }, () => random.pick(['a', 'b', 'c'])));
    expect([...picked].sort()).toEqual(['a', 'b', 'c']);
    expect(() => random.pick([])).toThrow(/nothing to pick/);
  });
});
