import { formatDate } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { findDate } from './natural-dates.ts';
import { findUnreadPart } from './unread-part.ts';

// Monday 23 November 2026.
const monday = { year: 2026, month: 11, day: 23 };

describe('the nth weekday of a month', () => {
  it.each([
    ['is the last friday of the month free at 10am?', '2026-11-27'],
    ['book a review on the last thursday of the month at 3pm', '2026-11-26'],
    ["what's on the first monday of december?", '2026-12-07'],
    ['book it on the second wednesday of next month', '2026-12-09'],
    ['the last sunday of december', '2026-12-27'],
    ['the first friday in january', '2027-01-01'],
    ['book lunch on tuesday the first at noon', '2026-12-01'],
  ])('reads "%s" as %s, in that month, never the nearest such weekday', (text, date) => {
    const found = findDate(text, monday);
    expect(found && formatDate(found.date)).toBe(date);
    expect(findUnreadPart(text, monday)).toBeNull();
  });

  it('asks about one that has gone, instead of booking a past day', () => {
    expect(findDate('book a review on the first monday of the month at 3pm', monday)).toBeNull();
    expect(findUnreadPart('book a review on the first monday of the month at 3pm', monday)).toBe(
      'the first monday of the month',
    );
  });
});
