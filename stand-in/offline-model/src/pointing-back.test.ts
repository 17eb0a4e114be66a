import { parseLocalDateTime } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import type { ToolRecord } from './planning-turn.ts';
import { pointedBack } from './pointing-back.ts';

const now = parseLocalDateTime('2026-11-27T08:30')!;
const record = (tool: string, result: Record<string, unknown>): ToolRecord => ({
  tool,
  parameters: {},
  ok: true,
  result,
  declined: false,
});
const massage = { id: 'apt_mass01', start: '2026-11-29T16:00', end: '2026-11-29T16:30', title: 'Massage' };
const booked = {
  request: 'book a massage sunday 4pm',
  records: [record('scheduleAppointment', { appointment: massage })],
};
const listOf = (count: number) => ({
  request: "what's on friday?",
  records: [
    record('listAppointments', {
      appointments: ['09:00', '12:30', '17:30', '19:00'].slice(0, count).map((time, index) => ({
        id: `apt_list0${index}`,
        start: `2026-11-27T${time}`,
        end: `2026-11-27T${time}`,
      })),
    }),
  ],
});

describe('a second message pointing back at the turn before', () => {
  it('reads "forget it" and "make it …" after one booking as a cancel or move of it', () => {
    expect(pointedBack(booked, 'wait no, forget it', now)).toBe('cancel apt_mass01');
    expect(pointedBack(booked, 'actually make it 5', now)).toBe('move apt_mass01 to at 5');
    expect(pointedBack(booked, 'make it 1:30', now)).toBe('move apt_mass01 to at 1:30');
    expect(pointedBack(booked, 'make it saturday', now)).toBe('move apt_mass01 to saturday at 16:00');
  });

  it('leaves them alone with no booking just before, or a "make it" that names no day or time', () => {
    expect(pointedBack(listOf(3), 'forget it', now)).toBeNull();
    expect(pointedBack(listOf(3), 'make it 2', now)).toBeNull();
    expect(pointedBack(booked, 'make it a surprise', now)).toBeNull();
    const twoChanges = { ...booked, records: [...booked.records, record('deleteAppointment', { ok: true })] };
    expect(pointedBack(twoChanges, 'forget it', now)).toBeNull();
  });

  it('reads "sorry I meant 10" as "make it 10", and "actually no, leave it" as "forget it", after one booking', () => {
    expect(pointedBack(booked, 'sorry I meant 5', now)).toBe('move apt_mass01 to at 5');
    expect(pointedBack(booked, 'oops, i mean saturday', now)).toBe('move apt_mass01 to saturday at 16:00');
    expect(pointedBack(booked, 'actually no, leave it', now)).toBe('cancel apt_mass01');
    expect(pointedBack(booked, 'no wait, scratch that', now)).toBe('cancel apt_mass01');
    // With no "no", "leave it" may as well mean keep the booking as it is.
    expect(pointedBack(booked, 'ok, leave it', now)).toBeNull();
    expect(pointedBack(booked, 'sorry I meant the other one', now)).toBeNull();
  });

  it('reads "no wait, keep it" after a declined cancel as not to cancel it, and not after one that went through', () => {
    const gym = { id: 'apt_gym001', start: '2026-11-30T18:00', end: '2026-11-30T19:00', title: 'Gym' };
    const deleted = (declined: boolean) => ({
      request: 'cancel the gym',
      records: [
        record('listAppointments', { appointments: [gym] }),
        { tool: 'deleteAppointment', parameters: { id: 'apt_gym001' }, ok: !declined, declined },
      ],
    });
    expect(pointedBack(deleted(true), 'no wait, keep it', now)).toBe("don't cancel the gym");
    expect(pointedBack(deleted(false), 'no wait, keep it', now)).toBeNull();
    expect(pointedBack(booked, 'no wait, keep it', now)).toBeNull();
  });

  it('reads "cancel the middle one" only right after a list of exactly three', () => {
    expect(pointedBack(listOf(3), 'cancel the middle one', now)).toBe('cancel apt_list01');
    expect(pointedBack(listOf(2), 'cancel the middle one', now)).toBeNull();
    expect(pointedBack(listOf(4), 'cancel the middle one', now)).toBeNull();
    expect(pointedBack(booked, 'cancel the middle one', now)).toBeNull();
  });
});
