import { parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { isViolation, normalizeTitle, overlaps, parseDuration, parseStart, timingProblem } from './rules.ts';
import { resolveWorkingHours } from './working-hours.ts';

const at = (text: string): number => toMinutes(parseLocalDateTime(text)!);

describe('parseStart', () => {
  it('reads the calendar format, with or without seconds', () => {
    expect(parseStart('2026-11-23T10:00')).toBe(at('2026-11-23T10:00'));
    expect(parseStart('2024-04-03T10:00:00')).toBe(at('2024-04-03T10:00'));
  });

  it('refuses junk, offsets and a bare date with a message naming the format', () => {
    for (const text of ['tomorrow', '2026-11-23', '2026-11-23T10:00Z', '2026-02-30T10:00', '', 42, undefined]) {
      const result = parseStart(text);
      expect(isViolation(result), String(text)).toBe(true);
      expect(isViolation(result) && result.reason).toBe('invalid-start');
      expect(isViolation(result) && result.message).toContain('YYYY-MM-DDTHH:MM');
    }
  });
});

describe('parseDuration', () => {
  it('uses the fallback when none is given, and accepts whole minutes up to 8 hours', () => {
    expect(parseDuration(undefined, 30)).toBe(30);
    expect(parseDuration(1, 30)).toBe(1);
    expect(parseDuration(480, 30)).toBe(480);
  });

  it('refuses zero, negative, fractional, too long and non-numbers', () => {
    for (const value of [0, -15, 1.5, 481, '30', Number.NaN]) {
      const result = parseDuration(value, 30);
      expect(isViolation(result) && result.reason, String(value)).toBe('invalid-duration');
    }
  });
});

describe('normalizeTitle', () => {
  it('trims and folds whitespace; empty means no title', () => {
    expect(normalizeTitle('  Dentist\n appointment ')).toBe('Dentist appointment');
    expect(normalizeTitle('   ')).toBeUndefined();
    expect(normalizeTitle(undefined)).toBeUndefined();
  });

  it('refuses a title over 100 characters, or one that is not text', () => {
    expect(normalizeTitle('x'.repeat(100))).toHaveLength(100);
    expect(normalizeTitle('x'.repeat(101))).toMatchObject({ reason: 'invalid-title' });
    expect(normalizeTitle(7)).toMatchObject({ reason: 'invalid-title' });
  });

  it('drops control and bidi-override characters, so the file holds only text that prints as it reads', () => {
    expect(normalizeTitle('\u001b]0;owned\u0007Dentist\u001b[2J')).toBe(']0;ownedDentist[2J');
    expect(normalizeTitle('Pay \u202e01$\u202c invoice \u2066x\u2069')).toBe('Pay 01$ invoice x');
    expect(normalizeTitle('Caf\u00e9 \u05e9\u05dc\u05d5\u05dd \ud83d\ude00')).toBe(
      'Caf\u00e9 \u05e9\u05dc\u05d5\u05dd \ud83d\ude00',
    );
    expect(normalizeTitle('\u0000\u009b\u200f')).toBe('\u200f');
    expect(normalizeTitle('\u0007')).toBeUndefined();
  });
});

describe('overlaps', () => {
  it('counts shared minutes but not back-to-back slots', () => {
    expect(overlaps({ start: 0, end: 30 }, { start: 29, end: 60 })).toBe(true);
    expect(overlaps({ start: 0, end: 60 }, { start: 10, end: 20 })).toBe(true);
    expect(overlaps({ start: 0, end: 30 }, { start: 30, end: 60 })).toBe(false);
    expect(overlaps({ start: 30, end: 60 }, { start: 0, end: 30 })).toBe(false);
  });
});

describe('timingProblem', () => {
  const times = resolveWorkingHours();
  const now = at('2026-11-23T09:45');
  const slot = (start: string, minutes = 30) => ({ start: at(start), end: at(start) + minutes });

  it('refuses a start before now, but allows one starting this minute', () => {
    expect(timingProblem(slot('2026-11-23T09:30'), now, times)).toMatchObject({ reason: 'past' });
    expect(timingProblem(slot('2026-11-23T09:45'), now, times)).toBeNull();
  });

  it('refuses times outside working hours', () => {
    expect(timingProblem(slot('2026-11-28T10:00'), now, times)?.message).toMatch(/^Saturday, 28 November 2026 is not/);
    expect(timingProblem(slot('2026-11-24T08:30'), now, times)?.message).toContain('before opening time 09:00');
    expect(timingProblem(slot('2026-11-24T16:45'), now, times)?.message).toContain('end at 17:15, after closing');
    expect(timingProblem(slot('2026-11-24T16:30'), now, times)).toBeNull();
  });
});
