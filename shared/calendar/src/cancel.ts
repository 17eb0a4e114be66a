import { describeAppointment, describeAppointments, describeTimeRange, formatMinutes } from './format.ts';
import { isViolation, parseStart, slotOf } from './rules.ts';
import type { Appointment, ExpectedAppointment, FindResult } from './types.ts';
import { quoteText, showValue } from './untrusted-text.ts';

/** What {@link chooseAppointmentToCancel} decides: the appointment to remove, or why none (see `FindResult`). */
export type CancelChoice = FindResult;

function byId(id: string, appointments: readonly Appointment[]): CancelChoice {
  const found = appointments.find((appointment) => appointment.id === id.trim());
  if (found) return { ok: true, appointment: found };
  const message = `No such appointment: nothing has the id ${showValue(id)}. List the day's appointments to find the right id.`;
  return { ok: false, reason: 'not-found', message, candidates: [] };
}

function byStart(start: unknown, appointments: readonly Appointment[]): CancelChoice {
  const at = parseStart(start);
  if (isViolation(at)) return { ok: false, reason: 'invalid-start', message: at.message, candidates: [] };
  const starting = appointments.filter((appointment) => slotOf(appointment).start === at);
  if (starting.length === 1) return { ok: true, appointment: starting[0]! };
  if (starting.length > 1) {
    const message = `Several appointments start at ${formatMinutes(at)}: ${describeAppointments(starting)}. Cancel one by its id.`;
    return { ok: false, reason: 'ambiguous', message, candidates: starting };
  }
  const covering = appointments.filter((appointment) => {
    const slot = slotOf(appointment);
    return slot.start < at && at < slot.end;
  });
  const hint =
    covering.length > 0
      ? ` ${describeAppointments(covering)} covers that time; to cancel it, give its id or its start time.`
      : '';
  return {
    ok: false,
    reason: 'not-found',
    message: `No appointment starts at ${formatMinutes(at)}.${hint}`,
    candidates: covering,
  };
}

/** Refuses an id and a start that name different times: which one the caller meant is a guess, and cancelling is not. */
function checkStart(choice: CancelChoice, start: unknown): CancelChoice {
  if (!choice.ok || start === undefined) return choice;
  const at = parseStart(start);
  if (!isViolation(at) && at === slotOf(choice.appointment).start) return choice;
  const { id } = choice.appointment;
  const message = `The id and the start disagree: ${id} starts at ${choice.appointment.start}, not ${showValue(start)}. Nothing was cancelled; send only the id of the appointment you mean.`;
  return { ok: false, reason: 'mismatch', message, candidates: [choice.appointment] };
}

/** `Tue 24 Nov 10:00–10:30 "Dentist"`: what a person was shown, quoted, for a message about it. */
function describeExpected(expected: ExpectedAppointment): string {
  const title = expected.title === undefined ? '' : ` ${quoteText(expected.title, 60)}`;
  return `${describeTimeRange(expected.start, expected.end)}${title}`;
}

/**
 * Refuses a choice that is no longer the appointment the person was shown: another session may have cancelled it
 * and booked something else in its place while the question waited.
 */
function checkExpected(choice: CancelChoice, expected: ExpectedAppointment | undefined): CancelChoice {
  if (expected === undefined) return choice;
  const shown = describeExpected(expected);
  if (!choice.ok) {
    if (choice.reason !== 'not-found') return choice;
    const message = `Nothing was cancelled: ${shown} is no longer in the calendar (it was changed while you were asked).`;
    return { ok: false, reason: 'changed', message, candidates: [] };
  }
  const { start, end, title } = choice.appointment;
  if (start === expected.start && end === expected.end && title === expected.title) return choice;
  const now = describeAppointment(choice.appointment);
  const message = `Nothing was cancelled: the appointment changed while you were asked. You were shown ${shown}; it is now ${now}.`;
  return { ok: false, reason: 'changed', message, candidates: [choice.appointment] };
}

/**
 * Finds the one appointment a cancel request means: by id, or by its exact start time (both, if they agree). A start
 * that falls inside an appointment does not cancel it (cancelling is not undoable, so we do not guess); the covering
 * appointment is returned as a candidate instead. Appointments that have already started (`now`, wall-clock minutes)
 * are kept.
 */
export function chooseAppointmentToCancel(
  request: unknown,
  appointments: readonly Appointment[],
  now: number,
): CancelChoice {
  const { id, start, expect } = (typeof request === 'object' && request !== null ? request : {}) as Record<
    string,
    unknown
  >;
  if (typeof id !== 'string' && start === undefined) {
    const message =
      'Say which appointment to cancel: give its id (like apt_x1y2z3) or its exact start (like 2026-11-23T10:00).';
    return { ok: false, reason: 'invalid-request', message, candidates: [] };
  }
  const found = typeof id === 'string' ? checkStart(byId(id, appointments), start) : byStart(start, appointments);
  const choice = checkExpected(found, expect as ExpectedAppointment | undefined);
  if (choice.ok && slotOf(choice.appointment).start < now) {
    const message = `${describeAppointment(choice.appointment)} has already started or is over, so it stays in the calendar as a record.`;
    return { ok: false, reason: 'past', message, candidates: [choice.appointment] };
  }
  return choice;
}
