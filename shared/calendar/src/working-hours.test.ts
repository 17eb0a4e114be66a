import { describe, expect, it } from 'vitest';
import { CalendarConfigError } from './errors.ts';
import { describeWorkingDays, resolveWorkingHours } from './working-hours.ts';

describe('resolveWorkingHours', () => {
  it('defaults to Monday to Friday, 09:00 to 17:00', () => {
    const times = resolveWorkingHours();
    expect(times.hours).toEqual({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00' });
    expect([times.open, times.close]).toEqual([540, 1020]);
    expect(describeWorkingDays(times)).toBe('Mon–Fri');
  });

  it('takes only the parts that differ, and allows 24:00 as the end', () => {
    const times = resolveWorkingHours({ days: [6, 1, 3, 4, 5, 1], end: '24:00' });
    expect(times.hours).toEqual({ days: [1, 3, 4, 5, 6], start: '09:00', end: '24:00' });
    expect(describeWorkingDays(times)).toBe('Mon, Wed–Sat');
  });

  it('explains hours that make no sense', () => {
    const cases = [
      [{ days: [] }, 'workingHours.days'],
      [{ days: [7] }, 'workingHours.days'],
      [{ start: '9am' }, 'workingHours.start'],
      [{ end: '25:00' }, 'workingHours.end'],
      [{ start: '17:00', end: '09:00' }, 'workingHours.end'],
    ] as const;
    for (const [hours, option] of cases) {
      expect(() => resolveWorkingHours(hours)).toThrow(CalendarConfigError);
      expect(() => resolveWorkingHours(hours)).toThrow(option);
    }
  });
});
