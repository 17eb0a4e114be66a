import { type Calendar, describeAppointment, describeTimeRange, type FindRequest } from '@scheduling-agent/calendar';
import { quoteVisible } from '@scheduling-agent/cli-io';
import type { CalendarOutcome, CallOptions } from './tools.ts';

// #region cancel-appointment
/**
 * Cancels the one appointment the call names, after asking the person about that appointment in words. Only the
 * server knows what an id stands for, so it words the question, through the client (MCP elicitation), and cancels
 * only if the appointment is still, under the calendar's lock, the one the question showed: the same start, end and
 * title. The calendar finds it by the rules its cancel uses, so a refusal reads the same before the question as
 * after it: the calendar's own `{ ok: false, reason, message, candidates }`. A client that cannot ask has asked its
 * own question before calling (the tool is marked destructive); the lock's check still holds the cancel to what the
 * server found.
 */
export async function cancelAppointment(
  calendar: Pick<Calendar, 'find' | 'cancel'>,
  args: Record<string, unknown>,
  { ask, cannotAsk }: CallOptions = {},
): Promise<CalendarOutcome> {
  if (cannotAsk) {
    const message =
      'Nothing was cancelled: over this connection (stateless HTTP) the server cannot ask the person about the ' +
      'appointment it would delete. Cancel over stdio, where it asks first.';
    return { result: { ok: false, reason: 'cannot-ask', message, candidates: [] }, isError: true };
  }
  const found = await calendar.find(lookupOf(args));
  if (!found.ok) return { result: { ...found }, isError: true };
  const shown = found.appointment;
  if (ask) {
    const title = shown.title ? ` ${quoteVisible(shown.title, { maxVisible: 60 })}` : '';
    const answer = await ask(`Cancel ${describeTimeRange(shown.start, shown.end)}${title}?`);
    if (answer !== 'accept') {
      const message = `The person said no: ${describeAppointment(shown)} was not cancelled.`;
      return { result: { ok: false, reason: 'declined', message, candidates: [] }, isError: false };
    }
  }
  const result = await calendar.cancel({ id: shown.id, expect: shown });
  return { result: { ...result }, isError: !result.ok };
}
// #endregion cancel-appointment

/** The two fields of a call that name an appointment (the server's schema allows no others). */
export function lookupOf({ id, start }: Record<string, unknown>): FindRequest {
  return { id, start } as FindRequest;
}
