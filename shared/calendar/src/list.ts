import { addDays, atTime, formatDate, type LocalDate, parseLocalDate, toMinutes } from '@scheduling-agent/clock';
import { overlaps, slotOf } from './rules.ts';
import type { Appointment, ListResult } from './types.ts';
import { showValue } from './untrusted-text.ts';

function readDay(text: unknown, field: string): LocalDate | string {
  const date = typeof text === 'string' ? parseLocalDate(text) : null;
  if (date) return date;
  return `${field} ${showValue(text)} is not a date: use YYYY-MM-DD, e.g. 2026-11-23.`;
}

/**
 * The appointments that overlap the days `from` to `to` (inclusive; `to` defaults to `from`), in the order given.
 * Unreadable dates or a range that runs backwards come back as a failed {@link ListResult}.
 */
export function selectDays(request: unknown, appointments: readonly Appointment[]): ListResult {
  const { from, to } = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>;
  const first = readDay(from, 'from');
  const last = to === undefined || to === null ? first : readDay(to, 'to');
  if (typeof first === 'string') return { ok: false, reason: 'invalid-date', message: first };
  if (typeof last === 'string') return { ok: false, reason: 'invalid-date', message: last };
  const days = { start: toMinutes(atTime(first, 0)), end: toMinutes(atTime(addDays(last, 1), 0)) };
  if (days.end <= days.start) {
    const message = `The range ends (${formatDate(last)}) before it starts (${formatDate(first)}): swap them.`;
    return { ok: false, reason: 'invalid-range', message };
  }
  const selected = appointments.filter((appointment) => overlaps(days, slotOf(appointment)));
  return { ok: true, from: formatDate(first), to: formatDate(last), appointments: selected };
}
