import {
  formatDate,
  formatDateTime,
  formatTime,
  fromMinutes,
  type LocalDateTime,
  parseLocalDateTime,
  WEEKDAYS,
  weekdayOf,
} from '@scheduling-agent/clock';
import type { Appointment } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** `2026-11-23T10:00` from wall-clock minutes: how the calendar writes times in files and results. */
export function formatMinutes(minutes: number): string {
  return formatDateTime(fromMinutes(minutes));
}

/** `Mon 23 Nov`: a short day, for people. */
function shortDay(dateTime: LocalDateTime): string {
  return `${WEEKDAYS[weekdayOf(dateTime)]!.slice(0, 3)} ${dateTime.day} ${MONTHS[dateTime.month - 1]}`;
}

/** `Mon 23 Nov 10:00` for one `2026-11-23T10:00`-style time; the raw text when it cannot be read. */
export function describeDateTime(dateTime: string): string {
  const at = parseLocalDateTime(dateTime);
  return at ? `${shortDay(at)} ${formatTime(at)}` : dateTime;
}

/**
 * `Mon 23 Nov 10:00–10:30` for two `2026-11-23T10:00`-style times; the end gets its own day when it falls on
 * another one. Falls back to the raw text for anything unreadable.
 */
export function describeTimeRange(start: string, end: string): string {
  const from = parseLocalDateTime(start);
  const to = parseLocalDateTime(end);
  if (!from || !to) return `${start}–${end}`;
  const sameDay = formatDate(from) === formatDate(to);
  return `${shortDay(from)} ${formatTime(from)}–${sameDay ? '' : `${shortDay(to)} `}${formatTime(to)}`;
}

/** `Mon 23 Nov 10:00–10:30 Dentist (apt_x1y2z3)`: one appointment on one line, for people and models. */
export function describeAppointment(
  appointment: Pick<Appointment, 'id' | 'start' | 'end' | 'title'> & Partial<Appointment>,
): string {
  // A hand-edited file may hold line breaks in a title; on one line they cannot pass for the program's own output.
  const title = appointment.title ? ` ${appointment.title.replace(/\s+/g, ' ').trim()}` : '';
  return `${describeTimeRange(appointment.start, appointment.end)}${title} (${appointment.id})`;
}

/** Several appointments joined for a sentence: `A; B; C`. */
export function describeAppointments(appointments: readonly Appointment[]): string {
  return appointments.map(describeAppointment).join('; ');
}
