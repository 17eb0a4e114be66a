import { parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { isObject } from './planning-turn.ts';

/** An appointment as a tool result shows it; anything without an id and a start is ignored. */
export interface AppointmentView {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly title?: string;
}

/** What `checkAvailability` said, with every missing field read as "no" or empty. */
export interface CheckView {
  readonly available: boolean;
  readonly reason: string;
  readonly message: string;
  readonly conflicts: readonly AppointmentView[];
  readonly suggestions: readonly string[];
}

/** A text field of a result, or '' when it is missing or not text. */
export function textOf(result: Readonly<Record<string, unknown>>, key: string): string {
  const value = result[key];
  return typeof value === 'string' ? value : '';
}

/** The strings in a value that should be a list of strings. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** One appointment, or null when the value does not look like one. */
export function appointmentOf(value: unknown): AppointmentView | null {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.start !== 'string') return null;
  const end = typeof value.end === 'string' ? value.end : value.start;
  const title = typeof value.title === 'string' && value.title.trim() !== '' ? value.title : undefined;
  return { id: value.id, start: value.start, end, ...(title ? { title } : {}) };
}

/** The appointments in a value that should be a list of them. */
export function appointmentsOf(value: unknown): AppointmentView[] {
  return Array.isArray(value) ? value.flatMap((item) => appointmentOf(item) ?? []) : [];
}

/** Reads a `checkAvailability` result. */
export function readCheck(result: Readonly<Record<string, unknown>>): CheckView {
  return {
    available: result.available === true,
    reason: textOf(result, 'reason'),
    message: textOf(result, 'message'),
    conflicts: appointmentsOf(result.conflicts),
    suggestions: stringsOf(result.suggestions),
  };
}

/** True when a booking or cancelling result reports success (`ok` is not false and it names the appointment). */
export function succeeded(result: Readonly<Record<string, unknown>>): boolean {
  return result.ok !== false && appointmentOf(result.appointment) !== null;
}

/** An appointment's length in minutes, or null when its times cannot be read. */
export function durationOf(appointment: AppointmentView): number | null {
  const start = parseLocalDateTime(appointment.start);
  const end = parseLocalDateTime(appointment.end);
  if (!start || !end) return null;
  const minutes = toMinutes(end) - toMinutes(start);
  return minutes > 0 ? minutes : null;
}
