import { describe, expect, it } from 'vitest';
import { findDate, findDuration, findTime } from './natural-dates.ts';

// Sunday 22 November 2026.
const today = { year: 2026, month: 11, day: 22 };
const dateOf = (text: string) => {
  const found = findDate(text, today);
  return found && `${found.date.year}-${found.date.month}-${found.date.day}`;
};

describe('findDate', () => {
  it.each([
    ['what is the date today?', '2026-11-22'],
    ['what is the date tomorrow?', '2026-11-23'],
    ['the day after tomorrow', '2026-11-24'],
    ['in 3 days', '2026-11-25'],
    ['what day is next Friday?', '2026-11-27'],
    ['on friday at 3pm', '2026-11-27'],
    ['on Sunday', '2026-11-22'],
    ['next sunday', '2026-11-29'],
    ['next week', '2026-11-23'],
    ['on 2026-12-01', '2026-12-1'],
    ['on 3 December', '2026-12-3'],
    ['Jan 5th', '2027-1-5'],
    ['November 25', '2026-11-25'],
  ])('%s → %s', (text, expected) => {
    expect(dateOf(text)).toBe(expected);
  });

  it('returns null when there is no date', () => {
    expect(findDate('hello there', today)).toBeNull();
    expect(findDate('on 31 February', today)).toBeNull();
  });
});

describe('findTime', () => {
  it.each([
    ['at 10am', { hour: 10, minute: 0 }],
    ['3:30 pm', { hour: 15, minute: 30 }],
    ['12pm', { hour: 12, minute: 0 }],
    ['12 a.m.', { hour: 0, minute: 0 }],
    ['at 15:00', { hour: 15, minute: 0 }],
    ['at noon', { hour: 12, minute: 0 }],
    ['at 3', { hour: 15, minute: 0 }],
    ['at 11', { hour: 11, minute: 0 }],
    ['at 9:30', { hour: 9, minute: 30 }],
    ['at 09:00', { hour: 9, minute: 0 }],
    ['dinner at 8', { hour: 20, minute: 0 }],
    ['breakfast at 8', { hour: 8, minute: 0 }],
  ])('%s', (text, expected) => {
    expect(findTime(text)).toEqual(expected);
  });

  // 08:00 and 20:00 are both inside house hours (07:00 to 23:00): which one is for the person to say (issue 35).
  it.each(['at 9', 'a call with mum at 8 tomorrow', 'on Tuesday at 10'])('reads no time from a bare "%s"', (text) => {
    expect(findTime(text)).toBeNull();
  });

  it('ignores numbers that are not times', () => {
    expect(findTime('in 3 days')).toBeNull();
    expect(findTime('for 45 minutes')).toBeNull();
  });
});

describe('findDuration', () => {
  it.each([
    ['for an hour', 60],
    ['for 45 minutes', 45],
    ['for 1.5 hours', 90],
    ['for half an hour', 30],
    ['tomorrow at 10', null],
  ])('%s', (text, expected) => {
    expect(findDuration(text)).toBe(expected);
  });
});
