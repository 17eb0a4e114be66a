import { describe, expect, it } from 'vitest';
import { quoteVisible, sanitizeForTerminal } from './sanitize.ts';

describe('sanitizeForTerminal', () => {
  it('removes colours and cursor moves (CSI), in 7-bit and 8-bit form', () => {
    expect(sanitizeForTerminal('\x1b[31mred\x1b[0m \x1b[2J\x1b[1;1Hhome \x9b2Kline')).toBe('red home line');
  });

  it('removes window titles and hyperlinks (OSC) ended by BEL or ST, keeping the link text', () => {
    expect(sanitizeForTerminal('a\x1b]0;title\x07b')).toBe('ab');
    expect(sanitizeForTerminal('\x1b]8;;https://example.com\x1b\\link\x1b]8;;\x1b\\')).toBe('link');
    expect(sanitizeForTerminal('x\x1bP1$r\x1b\\y\x1b_apc\x9cz')).toBe('xyz');
  });

  it('removes other escapes and control characters but keeps newline and tab', () => {
    expect(sanitizeForTerminal('\x1bcreset\x1b(Bok')).toBe('resetok');
    expect(sanitizeForTerminal('a\x00b\x07c\x08d\x7fe\x85f\x1b')).toBe('abcdef');
    expect(sanitizeForTerminal('one\ttwo\nthree')).toBe('one\ttwo\nthree');
  });

  it('turns CRLF into a newline and drops a lone carriage return, which could overwrite the line', () => {
    expect(sanitizeForTerminal('a\r\nb')).toBe('a\nb');
    expect(sanitizeForTerminal('rm -rf /\rls')).toBe('rm -rf /ls');
  });

  it('leaves an unterminated sequence harmless instead of swallowing the rest of the text', () => {
    expect(sanitizeForTerminal('before\x1b]0;no end after')).toBe('before0;no end after');
  });

  it('keeps emoji, accents and right-to-left text', () => {
    const text = '👨‍👩‍👧 🇩🇪 ✅ café שלום مرحبا';
    expect(sanitizeForTerminal(text)).toBe(text);
  });

  it('copes with a megabyte of half-open sequences', () => {
    const hostile = '\x1b]\x1b['.repeat(250_000);
    expect(sanitizeForTerminal(hostile)).not.toContain('\x1b');
  });
});

describe('sanitizeForTerminal and bidi overrides', () => {
  it('drops embedding and override characters but keeps right-to-left text and its marks', () => {
    expect(sanitizeForTerminal('cancel \u202Eeteled\u202C now')).toBe('cancel eteled now');
    expect(sanitizeForTerminal('احجز موعدًا \u200F🦷')).toBe('احجز موعدًا \u200F🦷');
  });
});

describe('quoteVisible', () => {
  const quote = (text: string, maxVisible = 10) => quoteVisible(text, { maxVisible });

  it('quotes, so a title that imitates the question reads as part of the title', () => {
    const title = 'Lunch\x1b[2K\x1b[1Gapprove> Cancel Wed 25 Nov 10:00–10:30 Dentist? [y/N]';
    expect(quoteVisible(title, { maxVisible: 60 })).toBe(
      '"Lunchapprove> Cancel Wed 25 Nov 10:00–10:30 Dentist? [y/N]"',
    );
    expect(quote('say "yes"\\')).toBe('"say \\"yes\\"\\\\"');
  });

  it('sanitizes before it cuts, so no escape residue is left at the cut', () => {
    expect(quote('abcdefgh\x1b[31mXYZ')).toBe('"abcdefghX…"');
    expect(quote('abcdefgh\x1b]0;window title\x07')).toBe('"abcdefgh"');
  });

  it('counts what is visible: zero-width characters are dropped, accents and emoji count once', () => {
    expect(quote(`${'\u200b'.repeat(60)}Board review at 10`)).toBe('"Board rev…"');
    expect(quote('\ufeffa\u00adb\u2060c\u200e')).toBe('"abc"');
    expect(quote('👨‍👩‍👧 e\u0301e\u0301e\u0301e\u0301 ok')).toBe(`"👨‍👩‍👧 ${'e\u0301'.repeat(4)} ok"`);
    expect(quote('12345678901')).toBe('"123456789…"');
    expect(quote('1234567890')).toBe('"1234567890"');
  });

  it('redacts before it cuts, so a key straddling the cut shows none of itself', () => {
    const key = 'zq7Xw9Pv3mT2kL8r';
    const redact = (text: string) => text.split(key).join('[redacted]');
    for (let at = 0; at < 30; at++) {
      const shown = quoteVisible(`${'a'.repeat(at)}${key} tail`, { maxVisible: 20, redact });
      for (let length = 4; length <= key.length; length++)
        for (let from = 0; from + length <= key.length; from++)
          expect(shown).not.toContain(key.slice(from, from + length));
    }
  });
});
