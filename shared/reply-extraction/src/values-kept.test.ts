import { describe, expect, it } from 'vitest';
import { parseJSONFromString } from './parse-json-from-string.ts';
import { createRandom, randomSlips, randomText, render, wrap } from './reply-generators.ts';

describe('no repair changes a value’s characters', () => {
  it('reads back random text placed in every kind of value, under every mix of slips (2,000 seeds)', () => {
    for (let seed = 1; seed <= 2000; seed++) {
      const random = createRandom(seed);
      const value = {
        action: 'answer',
        response: randomText(random),
        notes: [randomText(random), 7, true, null, false],
        detail: { [randomText(random)]: randomText(random), nested: [{ text: randomText(random) }] },
      };
      const slips = randomSlips(random);
      const draft = render({ action: 'answer', response: randomText(random) }, slips);
      const reply = wrap(render(value, slips), draft, slips);
      const result = parseJSONFromString(reply);
      expect(result, `seed ${seed}, slips ${JSON.stringify(slips)}:\n${reply}`).toEqual({ ok: true, value });
    }
  });
});
