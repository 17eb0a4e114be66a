import { describe, expect, it } from 'vitest';
import { appointment, temporaryCalendar } from './test-fixtures/setup.ts';
import type { ListResult } from './types.ts';

function calendarWith() {
  return temporaryCalendar({
    appointments: [
      appointment('apt_wed001', '2026-11-25T09:00', '2026-11-25T09:30'),
      appointment('apt_mon002', '2026-11-23T14:00', '2026-11-23T14:30'),
      appointment('apt_mon001', '2026-11-23T09:00', '2026-11-23T09:30'),
      appointment('apt_night1', '2026-11-26T23:30', '2026-11-27T00:30'),
    ],
  });
}

const ids = (result: ListResult) => (result.ok ? result.appointments.map(({ id }) => id) : result.message);

describe('list', () => {
  it('lists one day, sorted by start', async () => {
    const calendar = await calendarWith();
    expect(await calendar.list({ from: '2026-11-23' })).toMatchObject({
      ok: true,
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(ids(await calendar.list({ from: '2026-11-23' }))).toEqual(['apt_mon001', 'apt_mon002']);
    expect(ids(await calendar.list({ from: '2026-11-24' }))).toEqual([]);
  });

  it('lists an inclusive range, including appointments that run over midnight', async () => {
    const calendar = await calendarWith();
    expect(ids(await calendar.list({ from: '2026-11-23', to: '2026-11-25' }))).toEqual([
      'apt_mon001',
      'apt_mon002',
      'apt_wed001',
    ]);
    expect(ids(await calendar.list({ from: '2026-11-27' }))).toEqual(['apt_night1']);
  });

  it('lists nothing from a calendar that has no file yet', async () => {
    const calendar = await temporaryCalendar();
    expect(await calendar.list({ from: '2026-11-23' })).toEqual({
      ok: true,
      from: '2026-11-23',
      to: '2026-11-23',
      appointments: [],
    });
  });

  it('turns bad dates and backwards ranges into data errors', async () => {
    const calendar = await calendarWith();
    expect(await calendar.list({ from: 'today' })).toMatchObject({
      ok: false,
      reason: 'invalid-date',
      message: 'from "today" is not a date: use YYYY-MM-DD, e.g. 2026-11-23.',
    });
    expect(await calendar.list({ from: '2026-11-23', to: '2026-11-23T10:00' })).toMatchObject({
      reason: 'invalid-date',
    });
    expect(await calendar.list({ from: '2026-11-25', to: '2026-11-23' })).toMatchObject({ reason: 'invalid-range' });
  });
});
