import { parseLocalDateTime } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { changedBooking } from './second-changes.ts';
import { todayByName } from './weekday-today.ts';

const now = parseLocalDateTime('2026-12-13T09:00')!;
const gym = { id: 'apt_gym001', start: '2026-12-14T19:00', end: '2026-12-14T19:30', title: 'Gym' };

describe('a second message that changes the booking just made (issue 35)', () => {
  it.each([
    ['make that an hour', 'move apt_gym001 to 19:00 for 60 minutes'],
    ['actually make it 45 minutes', 'move apt_gym001 to 19:00 for 45 minutes'],
    ['actually 8pm', 'move apt_gym001 to 8pm'],
    ['sorry, 8:30pm', 'move apt_gym001 to 8:30pm'],
    ['actually tuesday at 8pm', 'move apt_gym001 to tuesday at 8pm'],
    ['actually no, leave it', 'cancel apt_gym001'],
    ['no, leave it', 'cancel apt_gym001'],
  ])('reads "%s" as "%s"', (said, request) => {
    expect(changedBooking(gym, said, now)).toBe(request);
  });

  it.each([
    // 08:00 or 20:00: no time is read, so nothing is moved.
    'actually 8',
    // A new request, or more than a day and time: read as said.
    'actually book yoga at 8pm',
    'sorry, what have I got on tuesday at 8pm',
    'actually make it 4',
    'actually make it 1:30',
    'leave it at 7pm and book a swim',
    'make that a surprise',
    'ok, leave it',
    'actually, leave it',
    'thanks',
  ])('leaves "%s" to the other rules', (said) => {
    expect(changedBooking(gym, said, now)).toBeNull();
  });
});

describe("today's weekday by name", () => {
  it('finds "sunday" said on a Sunday, unless a word says which week', () => {
    expect(todayByName('book gym sunday 10am', { year: 2026, month: 12, day: 13 })).toBe('sunday');
    expect(todayByName('book gym on sun at 10am', { year: 2026, month: 12, day: 13 })).toBe('sun');
    const which = ['this sunday', 'next sunday', 'sunday week', 'a week on sunday', 'every sunday', 'monday'];
    for (const said of [...which, 'the first sunday of january', 'the last sunday of the month']) {
      expect(todayByName(`book gym ${said} at 10am`, { year: 2026, month: 12, day: 13 }), said).toBeNull();
    }
    expect(todayByName('book "sunday roast" today at 1pm', { year: 2026, month: 12, day: 13 })).toBeNull();
  });
});
