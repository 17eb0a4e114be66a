import { addDays, formatDateTime, fromMinutes, parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { suggestFreeSlots } from './slots.ts';
import type { Appointment } from './types.ts';
import { resolveWorkingHours } from './working-hours.ts';

const at = (text: string): number => toMinutes(parseLocalDateTime(text)!);
const show = (starts: number[]): string[] => starts.map((start) => formatDateTime(fromMinutes(start)));
const booked = (start: string, end: string): Appointment => ({
  id: `apt_${start.slice(-5).replace(':', '')}`,
  start,
  end,
  createdAt: '2026-11-20T08:00:00Z',
});

const times = resolveWorkingHours();
const now = at('2026-11-22T12:00');

describe('suggestFreeSlots', () => {
  it('offers the nearest free starts of the same length, earlier first on a tie', () => {
    const appointments = [booked('2026-11-23T10:00', '2026-11-23T10:30')];
    const wanted = { start: at('2026-11-23T10:00'), end: at('2026-11-23T10:30') };
    expect(show(suggestFreeSlots({ wanted, now, times, appointments }))).toEqual([
      '2026-11-23T09:30',
      '2026-11-23T10:30',
      '2026-11-23T09:00',
    ]);
  });

  it('skips slots a longer appointment would overlap, and keeps inside closing time', () => {
    const appointments = [booked('2026-11-23T15:00', '2026-11-23T16:00')];
    const wanted = { start: at('2026-11-23T15:30'), end: at('2026-11-23T16:30') };
    expect(show(suggestFreeSlots({ wanted, now, times, appointments }))).toEqual([
      '2026-11-23T16:00',
      '2026-11-23T14:00',
      '2026-11-23T13:30',
    ]);
  });

  it('moves past weekends to the next working day', () => {
    const wanted = { start: at('2026-11-28T10:00'), end: at('2026-11-28T10:30') };
    expect(show(suggestFreeSlots({ wanted, now, times, appointments: [] }))).toEqual([
      '2026-11-30T09:00',
      '2026-11-30T09:30',
      '2026-11-30T10:00',
    ]);
  });

  it('never offers a time in the past or on an earlier day', () => {
    const late = at('2026-11-23T16:10');
    const wanted = { start: at('2026-11-23T10:00'), end: at('2026-11-23T10:30') };
    expect(show(suggestFreeSlots({ wanted, now: late, times, appointments: [] }))).toEqual([
      '2026-11-23T16:30',
      '2026-11-24T09:00',
      '2026-11-24T09:30',
    ]);
  });

  it('gives up, returning nothing, when the next four weeks are full', () => {
    const mondays = resolveWorkingHours({ days: [1], start: '09:00', end: '09:30' });
    const appointments = [0, 7, 14, 21, 28].map((offset) => {
      const day = formatDateTime({ ...addDays({ year: 2026, month: 11, day: 23 }, offset), hour: 9, minute: 0 });
      return booked(day, day.replace('T09:00', 'T09:30'));
    });
    const wanted = { start: at('2026-11-23T09:00'), end: at('2026-11-23T09:30') };
    expect(suggestFreeSlots({ wanted, now, times: mondays, appointments })).toEqual([]);
  });
});
