import { describe, expect, it } from 'vitest';
import { parseJSONFromString } from './parse-json-from-string.ts';
import { REPLY_CORPUS, type ReplyClass } from './reply-corpus.ts';

const CLASSES: readonly ReplyClass[] = [
  'baseline',
  'linear-time',
  'values-kept',
  'reasoning',
  'fence-in-string',
  'several-objects',
  'several-actions',
  'prose-braces',
  'slips',
  'misreported-truncation',
  'silent-loss',
];

describe('the reply corpus (cases from peers’ test suites)', () => {
  it('covers every class, each case naming its source', () => {
    for (const name of CLASSES)
      expect(
        REPLY_CORPUS.some((entry) => entry.class === name),
        name,
      ).toBe(true);
    for (const entry of REPLY_CORPUS) expect(entry.source.length, entry.reply).toBeGreaterThan(5);
  });

  it.each(REPLY_CORPUS.map((entry) => [`${entry.class}: ${entry.reply.slice(0, 60)}`, entry] as const))(
    '%s',
    (_, entry) => {
      const result = parseJSONFromString(entry.reply);
      const label = `${entry.source}\n${entry.reply.slice(0, 200)}\n${JSON.stringify(result).slice(0, 400)}`;
      if ('value' in entry.expected) {
        expect(result, label).toEqual({ ok: true, value: entry.expected.value });
        return;
      }
      expect(result, label).toMatchObject({ ok: false, error: { kind: entry.expected.kind } });
      if (!result.ok && entry.expected.message) expect(result.error.message, label).toMatch(entry.expected.message);
    },
  );
});
