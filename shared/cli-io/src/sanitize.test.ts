import { describe, expect, it } from 'vitest';
import { sanitizeForTerminal } from './sanitize.ts';

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
