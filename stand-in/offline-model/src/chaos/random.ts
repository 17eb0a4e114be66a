/** A seeded source of random numbers: the same seed gives the same sequence, run after run. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  integer(min: number, max: number): number;
  /** One of `items`, which must not be empty. */
  pick<T>(items: readonly T[]): T;
}

/**
 * A small seeded generator (mulberry32) for reproducible chaos: `Math.random` cannot be seeded, and a failure that
 * happens only once in a thousand runs is useless unless it can be replayed.
 */
export function createRandom(seed: number): Random {
  let state = Math.trunc(seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick: nothing to pick from');
      return items[Math.floor(next() * items.length)]!;
    },
  };
}
