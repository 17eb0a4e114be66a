import {
  describeDateTime,
  describeAppointment as describeStoredAppointment,
  describeTimeRange,
} from '@scheduling-agent/calendar';
import { describeDate, parseLocalDate } from '@scheduling-agent/clock';
import { type AppointmentView, appointmentsOf, textOf } from './planning-results.ts';
import type { PlannedCall, ToolRecord } from './planning-turn.ts';

/** `Tue 24 Nov 14:00` for `2026-11-24T14:00`: the calendar's own way of writing a time. */
export const describeTime = describeDateTime;

/** `Tue 24 Nov 14:00–14:30`: the calendar's own way of writing a time range. */
export function describeRange(start: string, end: string): string {
  return start === end ? describeTime(start) : describeTimeRange(start, end);
}

/** `Tue 24 Nov 14:00–14:30 Haircut (apt_x1y2z3)`: the calendar's own way of naming an appointment. */
export function describeAppointment(appointment: AppointmentView): string {
  // The calendar's formatter takes a stored appointment; when it was booked is not part of what it writes.
  return describeStoredAppointment({ ...appointment, createdAt: '' });
}

/** `Tuesday, 24 November 2026`, or `… to …` for a range of days. */
export function describeDays(days: { readonly date?: unknown; readonly endDate?: unknown }): string {
  const name = (value: unknown) => {
    const date = typeof value === 'string' ? parseLocalDate(value) : null;
    return date ? describeDate(date) : String(value);
  };
  return days.endDate && days.endDate !== days.date ? `${name(days.date)} to ${name(days.endDate)}` : name(days.date);
}

/** A tool failure, explained: what could not be done and the tool's own words. */
export function failure(doing: string, error: string): string {
  return `I could not ${doing}: ${error}`;
}

/**
 * A result message followed by the free times it offers and a question, so the person can pick one. The times are
 * added only when the message does not already list them.
 */
export function withOffer(message: string, suggestions: readonly string[], question: string): string {
  if (suggestions.length === 0) return message;
  const listed = suggestions.every((start) => message.includes(start));
  const times = listed ? '' : ` Free times nearby: ${joinOr(suggestions.map(describeTime))}.`;
  return `${message}${times} ${question}`;
}

function joinOr(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The answer to a list: each appointment on its own line, or that nothing is booked. */
export function listAnswer(call: PlannedCall, result: Readonly<Record<string, unknown>>): string {
  if (result.ok === false) return failure(`list ${describeDays(call.parameters)}`, textOf(result, 'message'));
  const appointments = appointmentsOf(result.appointments);
  const days = describeDays(call.parameters);
  if (appointments.length === 0) return `Nothing booked for ${days}.`;
  const count = `${appointments.length} appointment${appointments.length === 1 ? '' : 's'}`;
  return [`You have ${count} for ${days}:`, ...appointments.map((item) => `- ${describeAppointment(item)}`)].join('\n');
}

/** `book Haircut at Tue 24 Nov 14:00`: a call the plan still had to make, for the final summary. */
function describeCall(call: PlannedCall): string {
  const { start, id, title } = call.parameters;
  const at = typeof start === 'string' ? describeTime(start) : '';
  switch (call.tool) {
    case 'checkAvailability':
      return `check whether ${at} is free`;
    case 'scheduleAppointment':
      return `book ${typeof title === 'string' ? `${title} ` : ''}at ${at}`;
    case 'deleteAppointment':
      return `cancel ${typeof id === 'string' ? id : `the appointment at ${at}`}`;
    case 'listAppointments':
      return `look at ${describeDays(call.parameters)}`;
    default:
      return `run ${call.tool}`;
  }
}

/** The last step's answer when the plan is not finished: what the tools did so far and what is still to do. */
export function progressSummary(records: readonly ToolRecord[], pending: readonly PlannedCall[]): string {
  const done = records.map((record) => {
    if (record.declined) return `You declined: ${describeCall(record)}.`;
    if (!record.ok || !record.result) return `${record.tool} failed: ${record.error ?? 'no result'}`;
    return textOf(record.result, 'message') || `${record.tool} ran.`;
  });
  const sofar =
    done.length > 0 ? `So far: ${done.join(' ')}` : 'Nothing is done yet: I had no step left to use a tool.';
  return `I ran out of steps before I could finish. ${sofar} Still to do: ${pending.map(describeCall).join('; ')}.`;
}
