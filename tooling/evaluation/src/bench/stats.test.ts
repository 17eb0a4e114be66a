import { describe, expect, it } from 'vitest';
import { median, summarize } from './stats.ts';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([5, 1, 3])).toBe(3);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list instead of returning NaN', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('summarize', () => {
  it('reports median, minimum and how many samples', () => {
    expect(summarize([30, 10, 20, 50])).toEqual({ median: 25, min: 10, runs: 4 });
  });
});
