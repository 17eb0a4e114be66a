import { formatDate } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { findEndOf } from './end-of-range.ts';
import { findDate } from './natural-dates.ts';
import { nextReply, person, toolAction } from './planning-fixtures.ts';
import { findUnreadPart } from './unread-part.ts';

// Monday 23 November 2026, the fixtures' day.
const monday = { year: 2026, month: 11, day: 23 };
const read = (text: string) => {
  const found = findDate(text, monday);
  return found && formatDate(found.date);
};

describe('days of this month and the next, said as "the 8th of this month"', () => {
  it.each([
    ['the 8th of this month', '2026-11-08'],
    ['on the 28th of this month', '2026-11-28'],
    ['the 2nd of next month', '2026-12-02'],
    ['the 8th', '2026-12-08'],
  ])('%s → %s, and nothing is left unread', (text, date) => {
    expect(read(text)).toBe(date);
    expect(findUnreadPart(`what do I have on ${text}?`, monday)).toBeNull();
  });
});

describe('a range to the end of a month, a week or the year', () => {
  it.each([
    ['until the end of December', '2026-12-31'],
    ['till the end of the month', '2026-11-30'],
    ['until the end of next month', '2026-12-31'],
    ['through the end of the week', '2026-11-29'],
    ['until the end of next week', '2026-12-06'],
    ['until the end of March', '2027-03-31'],
    ['until the end of the year', '2026-12-31'],
  ])('%s ends on %s', (text, last) => {
    const end = findEndOf(text, monday);
    expect(end && formatDate(end.last)).toBe(last);
  });

  it('lists the whole range, from today or from the day named, and never the last day alone', async () => {
    expect(await nextReply([person('what do I have until the end of December?')])).toEqual(
      toolAction('listAppointments', { date: '2026-11-23', endDate: '2026-12-31' }),
    );
    expect(await nextReply([person('show me everything from tomorrow until the end of December')])).toEqual(
      toolAction('listAppointments', { date: '2026-11-24', endDate: '2026-12-31' }),
    );
    expect(read('the end of December')).toBeNull();
  });

  it('asks, never acts, when a change runs to the end of a month', async () => {
    const reply = await nextReply([person('cancel everything until the end of December')]);
    expect(reply).toMatchObject({ action: 'answer', response: expect.stringMatching(/could not read "end of"/) });
  });
});

describe('years the sentence states', () => {
  it.each([
    ['on March 5th, twenty seventeen', '2017-03-05'],
    ['on 12 March twenty twenty-seven', '2027-03-12'],
    ['on 5 March 2017', '2017-03-05'],
  ])('%s → %s', (text, date) => {
    expect(read(text)).toBe(date);
  });

  it('asks about a year it cannot place rather than use this one', () => {
    expect(findUnreadPart('book a dentist in 2027', monday)).toBe('2027');
    expect(findUnreadPart('book a dentist on March 5th of 2017 at 10am', monday)).toBe('2017');
  });
});

describe("chrono-node's own phrases it used to read wrong without asking", () => {
  it('reads "the day before yesterday" and "a week before yesterday" as said', () => {
    expect(read('the day before yesterday')).toBe('2026-11-21');
    expect(read('a week before yesterday')).toBe('2026-11-15');
  });

  it.each([
    ['book a call tomorrow at 9:00 PST', 'pst'],
    ['what do I have at 2026-11-24T08:15:30-05:30?', '2026-11-24t0'],
    ['book leave 10 August - 12 September 2027', '10 august - 1'],
  ])('asks about a time in another zone or a dashed range: "%s"', (text, unread) => {
    expect(findUnreadPart(text, monday)).toBe(unread);
  });
});

describe('a time that only ends', () => {
  it('asks about "until 5pm" with no start, and reads "from 9 until 10am"', () => {
    expect(findUnreadPart('book a meeting until 5pm tomorrow', monday)).toBe('until 5pm');
    expect(findUnreadPart('book a dentist tomorrow from 9 until 10am', monday)).toBeNull();
  });
});
