import { describe, expect, it } from 'vitest';
import { parseJSONFromString } from './parse-json-from-string.ts';
import { createRandom, randomSlips, randomText, render } from './reply-generators.ts';

const OPENINGS = ['<think>', '<thinking>', '<reasoning>', '<|channel|>analysis<|message|>'];
const CLOSINGS = ['</think>', '</thinking>', '</reasoning>', '<|channel|>final<|message|>'];
const SEPARATORS = ['\n', ' Example: ', '\nMy reply: ', ' Or maybe ', '\n\nFormat reminder: '];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A random action: an answer, or a call with random parameters. */
function randomAction(random: () => number): Record<string, unknown> {
  if (random() < 0.5) return { action: 'answer', response: randomText(random) };
  return { action: 'tool', tool: 'deleteAppointment', parameters: { appointmentId: randomText(random) } };
}

/** An action as a model may write it: with its own slips, sometimes in a code fence. */
function written(action: unknown, random: () => number): string {
  const json = render(action, randomSlips(random));
  return random() < 0.3 ? `\`\`\`json\n${json}\n\`\`\`` : json;
}

describe('a reply holding several actions is never read as one of them', () => {
  it('reports two different actions outside reasoning, and reads one written several times (2,000 seeds)', () => {
    let reported = 0;
    let read = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const random = createRandom(seed);
      const actions: Record<string, unknown>[] = [];
      const outside = new Set<string>();
      let reply = random() < 0.5 ? 'Sure! ' : '';
      const count = 2 + Math.floor(random() * 3);
      for (let index = 0; index < count; index++) {
        const action = actions.length > 0 && random() < 0.4 ? pick(random, actions) : randomAction(random);
        actions.push(action);
        const inReasoning = index > 0 && random() < 0.25;
        const text = written(action, random);
        const at = Math.floor(random() * OPENINGS.length);
        reply += index === 0 ? '' : pick(random, SEPARATORS);
        reply += inReasoning ? `${OPENINGS[at]}${text}${CLOSINGS[at]}` : text;
        if (!inReasoning) outside.add(JSON.stringify(action));
      }
      const result = parseJSONFromString(reply);
      const label = `seed ${seed}:\n${reply}`;
      if (outside.size > 1) {
        reported++;
        expect(result, label).toMatchObject({ ok: false, error: { kind: 'several' } });
      } else {
        read++;
        expect(result, label).toEqual({ ok: true, value: JSON.parse([...outside][0]!) });
      }
    }
    // Both branches must have run many times, or the property says nothing.
    expect(reported).toBeGreaterThan(500);
    expect(read).toBeGreaterThan(200);
  });
});

describe('a reasoning block that never closes is not a place to look for an action', () => {
  it('reads the action before it, and reports a reply with none before it (2,000 seeds)', () => {
    let withAnswer = 0;
    for (let seed = 1; seed <= 2000; seed++) {
      const random = createRandom(seed);
      const before = random() < 0.5 ? randomAction(random) : null;
      let reply = before ? `${written(before, random)}\n` : random() < 0.5 ? 'Let me think. ' : '';
      reply += `${pick(random, OPENINGS)}${randomText(random)}`;
      for (let index = Math.floor(random() * 3); index >= 0; index--) {
        reply += `${pick(random, SEPARATORS)}${written(randomAction(random), random)}`;
      }
      const result = parseJSONFromString(reply);
      const label = `seed ${seed}:\n${reply}`;
      if (before) {
        withAnswer++;
        expect(result, label).toEqual({ ok: true, value: before });
      } else {
        expect(result, label).toMatchObject({ ok: false, error: { kind: 'no-json' } });
        if (!result.ok) expect(result.error.message, label).toMatch(/reasoning never ends/);
      }
    }
    expect(withAnswer).toBeGreaterThan(500);
  });
});
