import { describe, expect, it } from 'vitest';
import { redact, redactValue, registerSecret, sliceRedacted } from './redact.ts';

/** A key with no word in it, so any four characters of it in the output can only have come from the key. */
const KEY = 'zq7Xw9Pv3mT2kL8rN4cY';
registerSecret(KEY);

/** Every piece of the key four characters or longer: none may be printed. */
const pieces = Array.from({ length: KEY.length - 3 }, (_, from) =>
  Array.from({ length: KEY.length - from - 3 }, (_, extra) => KEY.slice(from, from + 4 + extra)),
).flat();

function expectNoPiece(text: string): void {
  for (const piece of pieces) expect(text, `"${piece}" printed in: ${text}`).not.toContain(piece);
}

describe('redact', () => {
  it('blanks the whole key, and leaves other text alone', () => {
    expect(redact(`key=${KEY}; again ${KEY}.`)).toBe('key=[redacted]; again [redacted].');
    expect(redact('thinking… sent... zq7 …')).toBe('thinking… sent... zq7 …');
  });

  it('blanks what a cut left of a key beside the ellipsis, at every cut position', () => {
    const text = `${'a'.repeat(30)}${KEY}${'b'.repeat(30)}`;
    for (let cut = 0; cut <= text.length; cut++) {
      expectNoPiece(redact(`${text.slice(0, cut)}…`));
      expectNoPiece(redact(`${text.slice(0, cut)}...`));
      expectNoPiece(redact(`…${text.slice(cut)}`));
    }
  });
});

describe('redactValue', () => {
  it('blanks the key in every string of a value, names of fields included, and keeps what holds none', () => {
    const value = { title: `Call ${KEY}`, [KEY]: [1, { note: KEY }], at: null, ok: true };
    expect(redactValue(value)).toEqual({
      title: 'Call [redacted]',
      '[redacted]': [1, { note: '[redacted]' }],
      at: null,
      ok: true,
    });
    const clean = { title: 'Haircut', tags: ['a'] };
    expect(redactValue(clean)).toBe(clean);
  });
});

describe('sliceRedacted', () => {
  it('blanks a key that straddles either edge of the slice, at every position', () => {
    const text = `${'a'.repeat(30)}${KEY}${'b'.repeat(30)}`;
    for (let start = 0; start <= text.length; start++) {
      for (const length of [1, 5, 10, 25, 40]) {
        const slice = sliceRedacted(text, start, start + length);
        expectNoPiece(slice);
        if (start + length <= 30 || start >= 30 + KEY.length) expect(slice).toBe(text.slice(start, start + length));
      }
    }
  });
});
