import { describe, expect, it } from 'vitest';
import { parseJSONFromString } from './parse-json-from-string.ts';
import { createRandom } from './reply-generators.ts';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const word = (random: () => number) => pick(random, ['dentist', 'apt_1', 'Tue 10:00', 'a b', 'ok', 'x y z', '']);
const action = (random: () => number) =>
  pick(random, [
    { action: 'tool', tool: 'deleteAppointment', parameters: { appointmentId: `apt_${Math.floor(random() * 1e6)}` } },
    { action: 'tool', tool: 'scheduleAppointment', parameters: { start: '2026-11-24T10:00', title: word(random) } },
    { action: 'answer', response: word(random) },
  ]);

describe('an action shown as an example, with no reply beside it', () => {
  const EXAMPLES = ['For example, you could send', 'e.g.', 'Something like', 'The format is:', 'It would look like'];
  const PLAIN = ['Here is my reply:', 'Sure.', 'Done:', ''];

  it('is sent back, never run; the same object said plainly is read (500 seeds)', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = createRandom(seed);
      const value = action(random);
      const json = JSON.stringify(value);
      const example = `${pick(random, EXAMPLES)} ${json}${pick(random, [' to do it.', '', '\n'])}`;
      const result = parseJSONFromString(example);
      expect(result.ok, `seed ${seed}: ${example}`).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/as an example/);
      const plain = `${pick(random, PLAIN)} ${json}`;
      expect(parseJSONFromString(plain), `seed ${seed}: ${plain}`).toEqual({ ok: true, value });
    }
  });
});

describe('a key named twice', () => {
  it('is reported with its name, in valid JSON and in JSON that needs mending (500 seeds)', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = createRandom(seed);
      const key = pick(random, ['start', 'title', 'action', 'appointmentId']);
      const first = `"${key}": "2026-11-24T10:00"`;
      const second = `"${key}": "2026-11-24T11:00"`;
      const inner = `{"note": "x", ${first}, ${pick(random, ['', '"durationMinutes": 30, '])}${second}}`;
      const json = `{"action": "tool", "tool": "scheduleAppointment", "parameters": ${inner}${pick(random, ['', ','])}}`;
      const reply = `${pick(random, ['', 'Booking it:\n'])}${json}`;
      const result = parseJSONFromString(reply);
      expect(result.ok, `seed ${seed}: ${reply}`).toBe(false);
      if (!result.ok) expect(result.error.message).toContain(`"${key}" twice`);
      const once = reply.replace(`, ${second}`, '');
      expect(parseJSONFromString(once).ok, `seed ${seed}: ${once}`).toBe(true);
    }
  });
});

describe('quotes inside a string that could end it', () => {
  it('never merge two strings into one: each is read apart or the reply is sent back (500 seeds)', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = createRandom(seed);
      const items = Array.from({ length: 2 + Math.floor(random() * 3) }, () => word(random).replace(/ /g, '_'));
      const list = items.map((item) => `"${item}"`).join(pick(random, [' ', '  ', '']));
      const reply = `{"action": "answer", "response": "ok", "notes": [${list}]}`;
      const result = parseJSONFromString(reply);
      if (result.ok) {
        expect((result.value as { notes: string[] }).notes, `seed ${seed}: ${reply}`).toEqual(items);
      } else {
        expect(result.error.message, `seed ${seed}: ${reply}`).toMatch(/not escaped|JSON/);
      }
    }
  });

  it('reports quotes with only spaces between them inside one string, and still reads "say "hi" now"', () => {
    const merged = parseJSONFromString('{"action": "answer", "response": "a "" b"}');
    expect(merged).toMatchObject({ ok: false, error: { message: expect.stringMatching(/not escaped/) } });
    expect(parseJSONFromString('{"action": "answer", "response": "say "hi" now"}')).toEqual({
      ok: true,
      value: { action: 'answer', response: 'say "hi" now' },
    });
  });
});
