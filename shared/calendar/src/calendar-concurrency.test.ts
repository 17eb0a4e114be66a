import { describe, expect, it } from 'vitest';
import { temporaryCalendar } from './test-fixtures/setup.ts';

describe('bookings at the same moment, in one process', () => {
  it('keeps every booking of different slots', async () => {
    const calendar = await temporaryCalendar();
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'].map(
      (time) => `2026-11-23T${time}`,
    );
    const results = await Promise.all(starts.map((start) => calendar.book({ start })));
    expect(results.every((result) => result.ok)).toBe(true);
    const listed = await calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.start)).toEqual(starts);
  });

  it('books the same slot exactly once', async () => {
    const calendar = await temporaryCalendar();
    const results = await Promise.all(Array.from({ length: 5 }, () => calendar.book({ start: '2026-11-23T10:00' })));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.reason === 'busy')).toHaveLength(4);
  });
});
