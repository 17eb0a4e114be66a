import { describe, expect, it } from 'vitest';
import { passHatKInterval } from './confidence.ts';
import { choose, meanPassHatK, passHatK } from './pass-hat-k.ts';

/** A small seeded generator (mulberry32), so that every run draws the same "random" trials. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('pass^k, as τ-bench computes it', () => {
  it('is C(c, k) / C(n, k): 2 passes in 5 trials give pass^2 = 1/10 and pass^3 = 0', () => {
    expect(choose(5, 2)).toBe(10);
    expect(passHatK({ trials: 5, passes: 2 }, 2)).toBeCloseTo(0.1, 12);
    expect(passHatK({ trials: 5, passes: 2 }, 3)).toBe(0);
    expect(passHatK({ trials: 5, passes: 2 }, 1)).toBeCloseTo(0.4, 12);
  });

  it('is 1 for every k when every trial passed, and 0 when none did: a deterministic agent has pass^k = pass@1', () => {
    for (let k = 1; k <= 4; k++) {
      expect(passHatK({ trials: 4, passes: 4 }, k)).toBe(1);
      expect(passHatK({ trials: 4, passes: 0 }, k)).toBe(0);
    }
    const tasks = [...Array(9).fill({ trials: 4, passes: 4 }), { trials: 4, passes: 0 }];
    expect(meanPassHatK(tasks, 1)).toBeCloseTo(0.9, 12);
    expect(meanPassHatK(tasks, 4)).toBeCloseTo(0.9, 12);
  });

  it('averages over tasks, so a task passed half the time falls with k while a sure one does not', () => {
    const tasks = [
      { trials: 4, passes: 4 },
      { trials: 4, passes: 2 },
    ];
    expect(meanPassHatK(tasks, 1)).toBeCloseTo(0.75, 12);
    expect(meanPassHatK(tasks, 2)).toBeCloseTo((1 + 1 / 6) / 2, 12);
  });

  it('refuses a k it cannot estimate from the trials there were', () => {
    expect(() => passHatK({ trials: 3, passes: 3 }, 4)).toThrow('k must be from 1 to 3 (got 4)');
    expect(() => passHatK({ trials: 3, passes: 3 }, 0)).toThrow(RangeError);
  });
});

describe('the 95 % interval around pass^k', () => {
  // Tasks whose chances to pass are known: draw their trials many times over, and count how often the interval
  // holds the exact pass^k, the mean of p^k. An honest 95 % interval holds it about 95 times in 100.
  it.each([
    { trials: 5, chances: 'spread evenly', seed: 1 },
    { trials: 10, chances: 'spread evenly', seed: 2 },
    { trials: 10, chances: 'mostly sure', seed: 3 },
  ])('holds the exact value about 95 % of the time ($trials trials, chances $chances)', ({ trials, chances, seed }) => {
    const random = seeded(seed);
    const mostlySure = [1, 1, 0.95, 0.9, 0.5, 0];
    const p = Array.from({ length: 30 }, (_, index) =>
      chances === 'mostly sure' ? mostlySure[index % mostlySure.length]! : random(),
    );
    const replicates = 400;
    for (const k of [1, Math.ceil(trials / 2), trials]) {
      const exact = p.reduce((sum, chance) => sum + chance ** k, 0) / p.length;
      let held = 0;
      for (let replicate = 0; replicate < replicates; replicate++) {
        const tasks = p.map((chance) => ({
          trials,
          passes: Array.from({ length: trials }, () => random() < chance).filter(Boolean).length,
        }));
        const { low, high } = passHatKInterval(tasks, k);
        if (low <= exact && exact <= high) held++;
      }
      // 400 draws of a 95 % interval hold it 380 times on average; fewer than 370 (92.5 %) would mean it is too narrow.
      expect(held / replicates, `k = ${k}`).toBeGreaterThanOrEqual(0.925);
    }
  });

  it('has width even for tasks that passed every time: three passes in three tries prove no certainty', () => {
    const interval = passHatKInterval(Array(30).fill({ trials: 3, passes: 3 }), 3);
    expect(interval.estimate).toBe(1);
    expect(interval.low).toBeLessThan(0.99);
    expect(interval.high).toBe(1);
  });
});
