import { parseCalendarFile, serializeCalendar } from '@scheduling-agent/calendar';
import { describe, expect, it } from 'vitest';
import { FREE_SLOT, generateAppointments } from './calendar-fixture.ts';

describe('generateAppointments', () => {
  const appointments = generateAppointments(100);

  it('makes a calendar file the calendar itself accepts', () => {
    const text = serializeCalendar(appointments);
    expect(parseCalendarFile(text, 'bench.json')).toHaveLength(100);
  });

  it('fills weekdays 09:00–17:00 back to back with no overlaps, leaving the free slot', () => {
    for (const [index, appointment] of appointments.entries()) {
      const next = appointments[index + 1];
      if (next) expect(next.start >= appointment.end).toBe(true);
      expect(appointment.start.slice(11) >= '09:00' && appointment.end.slice(11) <= '17:00').toBe(true);
      expect(new Date(`${appointment.start.slice(0, 10)}T12:00Z`).getUTCDay() % 6).not.toBe(0);
    }
    expect(appointments.some((appointment) => appointment.start === FREE_SLOT)).toBe(false);
  });
});
