import { writeFileSync } from 'node:fs';
import { type Appointment, serializeCalendar } from '@scheduling-agent/calendar';
import { addDays, atTime, formatDateTime, type LocalDate, weekdayOf } from '@scheduling-agent/clock';

/** The first day filled: Tuesday 24 November 2026, "tomorrow" on the bench clock. */
export const FIRST_DAY: LocalDate = { year: 2026, month: 11, day: 24 };
/** Left free on the first day, so there is always a slot to book. */
export const FREE_SLOT = '2026-11-24T12:00';
/** Booked on the first day, so a check there finds a conflict and looks for suggestions. */
export const BUSY_SLOT = '2026-11-24T10:00';

const TITLES = ['Dentist', 'Haircut', 'Team sync', 'Physio', 'Call with Sam', 'Lunch with Ana'];
const SLOT_MINUTES = 30;
const OPEN = 9 * 60;
const CLOSE = 17 * 60;

const at = (date: LocalDate, minutes: number) => formatDateTime(atTime(date, Math.floor(minutes / 60), minutes % 60));

/**
 * `count` appointments of 30 minutes, back to back through working hours (Monday to Friday, 09:00–17:00) from
 * {@link FIRST_DAY} on, leaving {@link FREE_SLOT} free: a valid, full calendar with no overlaps.
 */
export function generateAppointments(count: number): Appointment[] {
  const appointments: Appointment[] = [];
  for (let offset = 0; appointments.length < count; offset++) {
    const date = addDays(FIRST_DAY, offset);
    if (weekdayOf(date) === 0 || weekdayOf(date) === 6) continue;
    for (let minute = OPEN; minute < CLOSE && appointments.length < count; minute += SLOT_MINUTES) {
      const start = at(date, minute);
      if (start === FREE_SLOT) continue;
      const index = appointments.length;
      appointments.push({
        id: `apt_${index.toString(36).padStart(6, '0')}`,
        start,
        end: at(date, minute + SLOT_MINUTES),
        title: TITLES[index % TITLES.length]!,
        createdAt: '2026-11-20T08:15:00.000Z',
      });
    }
  }
  return appointments;
}

/** Writes a calendar file of `count` generated appointments, in the calendar's own format; returns its size. */
export function writeCalendarFile(file: string, count: number): number {
  const text = serializeCalendar(generateAppointments(count));
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}
