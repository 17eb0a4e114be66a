import { formatDateTime, fromMinutes, parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import type { Appointment, BookingFailureReason } from './types.ts';
import { showValue, stripUnsafe } from './untrusted-text.ts';
import { type OpeningTimes, workingHoursProblem } from './working-hours.ts';

/** The longest appointment that can be booked: 8 hours. */
export const MAX_DURATION_MINUTES = 8 * 60;

/** The longest title kept, in characters, after trimming. */
export const MAX_TITLE_LENGTH = 100;

/** A broken rule, as data: a reason for code and a message for people and models. */
export interface Violation {
  readonly reason: BookingFailureReason;
  readonly message: string;
}

/** A stretch of wall-clock time in minutes (see `toMinutes`), `end` exclusive, so back-to-back slots do not overlap. */
export interface Slot {
  readonly start: number;
  readonly end: number;
}

const FORMAT_HINT = 'use YYYY-MM-DDTHH:MM in local time, e.g. 2026-11-23T10:00';

/** Tells a parsed value from a {@link Violation}. */
export function isViolation(value: unknown): value is Violation {
  return typeof value === 'object' && value !== null && 'reason' in value && 'message' in value;
}

/**
 * Reads a start time such as `2026-11-23T10:00` (seconds allowed and dropped) into wall-clock minutes. A bare date
 * is refused rather than read as midnight, because "book the 23rd" needs a time.
 */
export function parseStart(text: unknown): number | Violation {
  const parsed = typeof text === 'string' && /[T ]\d{2}:\d{2}/.test(text) ? parseLocalDateTime(text) : null;
  if (parsed) return toMinutes(parsed);
  return { reason: 'invalid-start', message: `${showValue(text)} is not a date and time: ${FORMAT_HINT}.` };
}

/** Checks a duration in minutes: a whole number from 1 to {@link MAX_DURATION_MINUTES}; `undefined` means `fallback`. */
export function parseDuration(value: unknown, fallback: number): number | Violation {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DURATION_MINUTES) {
    return value;
  }
  return {
    reason: 'invalid-duration',
    message: `The duration must be a whole number of minutes from 1 to ${MAX_DURATION_MINUTES} (8 hours); got ${showValue(value)}.`,
  };
}

/**
 * Trims a title, folds line breaks into spaces and drops control and bidi-override characters, so the file holds
 * only text that prints as it reads; empty means none. Too long or not text is a {@link Violation}.
 */
export function normalizeTitle(value: unknown): string | undefined | Violation {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    return { reason: 'invalid-title', message: `The title must be text; got ${showValue(value)}.` };
  }
  const title = stripUnsafe(value.replace(/\s+/g, ' ')).replace(/\s+/g, ' ').trim();
  if (title.length > MAX_TITLE_LENGTH) {
    return {
      reason: 'invalid-title',
      message: `The title is ${title.length} characters long; keep it to ${MAX_TITLE_LENGTH} or fewer.`,
    };
  }
  return title === '' ? undefined : title;
}

/** The stretch of time an appointment takes. Stored times were validated when the file was read. */
export function slotOf(appointment: Appointment): Slot {
  return {
    start: toMinutes(parseLocalDateTime(appointment.start)!),
    end: toMinutes(parseLocalDateTime(appointment.end)!),
  };
}

/** Whether two slots share any minute; one ending exactly when the other starts does not count. */
export function overlaps(first: Slot, second: Slot): boolean {
  return first.start < second.end && second.start < first.end;
}

/** The appointments that overlap `slot`, in the order given. */
export function findConflicts(slot: Slot, appointments: readonly Appointment[]): Appointment[] {
  return appointments.filter((appointment) => overlaps(slot, slotOf(appointment)));
}

/** The rules about *when*: not in the past (`now` in wall-clock minutes), and inside working hours. */
export function timingProblem(slot: Slot, now: number, times: OpeningTimes): Violation | null {
  if (slot.start < now) {
    return {
      reason: 'past',
      message: `${formatDateTime(fromMinutes(slot.start))} is in the past (it is now ${formatDateTime(fromMinutes(now))}): choose a later time.`,
    };
  }
  const problem = workingHoursProblem(slot.start, slot.end, times);
  return problem === null ? null : { reason: 'outside-working-hours', message: problem };
}
