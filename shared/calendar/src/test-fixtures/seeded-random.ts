/**
 * Randomness a failing test can replay: every test that picks at random takes a seed, prints it with its failure, and
 * accepts one back through `TEST_SEED` (`TEST_SEED=123 npx vitest run src/calendar-takeover.e2e.test.ts`).
 */

/** The seed to use: `TEST_SEED` when given, otherwise a fresh one. */
export function testSeed(): number {
  const given = Number(process.env.TEST_SEED);
  return Number.isSafeInteger(given) && given > 0 ? given : Math.floor(Math.random() * 2 ** 31) + 1;
}

/** How a failure names its seed, so the same run can be tried again. */
export const replayWith = (seed: number) => `seed ${seed}: replay with TEST_SEED=${seed}`;

/** A small, fast generator of numbers in [0, 1) from a seed (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}
