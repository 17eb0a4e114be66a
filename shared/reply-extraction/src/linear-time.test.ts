import { describe, expect, it } from 'vitest';
import { measureParse } from './parse-json-from-string.ts';
import { WORST_SHAPES } from './worst-shapes.ts';

/**
 * Work is counted, not timed: every character each step visits (the whole-text parse, the search for values and
 * reasoning, each value's strict parse, its tokens and its mending). No step hands text to code whose cost is not
 * counted here, so the count is the cost. The 1 MB inputs are there too: a quadratic reader would need hours on them,
 * far past any test timeout. The bench (`npm run bench`) reports the times, up to the 20,000-character reply cap.
 */
describe('reading a reply takes work linear in its length', () => {
  const bound = (size: number): number => 8 * size;

  it.each(Object.entries(WORST_SHAPES))('%s: work stays within 8 × length, at 10 KB, 100 KB and 1 MB', (_, make) => {
    for (const size of [10_000, 100_000, 1_000_000]) {
      const reply = make(size);
      const { result, work } = measureParse(reply);
      expect(work, `${reply.length} characters`).toBeLessThanOrEqual(bound(reply.length));
      expect(typeof result.ok).toBe('boolean');
    }
  });

  it('never overflows the stack on deep nesting, valid or not', () => {
    for (const reply of [
      '['.repeat(100_000),
      `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`,
      `x ${'[{'.repeat(50_000)}`,
    ]) {
      expect(() => measureParse(reply)).not.toThrow();
    }
  });
});
