import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock.ts';
import {
  addDays,
  describeDate,
  formatDateTime,
  localNow,
  parseLocalDate,
  parseLocalDateTime,
  weekdayOf,
} from './local-date.ts';

describe('localNow', () => {
  it('reads the wall clock in the clock time zone, not UTC', () => {
    const clock = fixedClock('2026-11-22T23:30:00Z', 'Europe/Berlin');
    expect(formatDateTime(localNow(clock))).toBe('2026-11-23T00:30');
  });

  it('handles zones behind UTC', () => {
    const clock = fixedClock('2026-11-22T03:00:00Z', 'America/New_York');
    expect(formatDateTime(localNow(clock))).toBe('2026-11-21T22:00');
  });
});

describe('date arithmetic', () => {
  it('crosses month and year ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2028, month: 3, day: 1 }, -1)).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('knows the weekday', () => {
    expect(weekdayOf({ year: 2026, month: 11, day: 22 })).toBe(0);
    expect(describeDate({ year: 2026, month: 11, day: 23 })).toBe('Monday, 23 November 2026');
  });
});

describe('parseLocalDateTime', () => {
  it('accepts the calendar format, with or without seconds', () => {
    expect(parseLocalDateTime('2026-11-23T10:00')).toEqual({ year: 2026, month: 11, day: 23, hour: 10, minute: 0 });
    expect(parseLocalDateTime('2024-04-03T10:00:00')).toMatchObject({ hour: 10, minute: 0 });
  });

  it('rejects impossible dates, offsets and junk', () => {
    for (const text of ['2026-02-30T10:00', '2026-11-23T24:00', '2026-11-23T10:00Z', 'tomorrow', '', '2026-1-2']) {
      expect(parseLocalDateTime(text), text).toBeNull();
    }
  });

  it('parses a bare date', () => {
    expect(parseLocalDate('2026-11-23')).toEqual({ year: 2026, month: 11, day: 23 });
    expect(parseLocalDate('2026-11-23T10:00')).toBeNull();
  });
});
