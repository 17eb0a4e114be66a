import { type Calendar, describeAppointment, describeTimeRange, type FindRequest } from '@scheduling-agent/calendar';
import { quoteVisible } from '@scheduling-agent/cli-io';
import type { CalendarOutcome, CallOptions } from './tools.ts';

// #region cancel-appointment
/**
 * Cancels the one appointment the call names, after asking the person about that appointment in words. Only the
 * server knows what an id stands for, so it words the question, through the client (MCP elicitation), and cancels
 * only if the appointment is still, under the calendar's lock, the one the question showed: the same start, end and
 * title. The calendar finds it by the rules its cancel uses, so a refusal reads the same before the question as
 * after it: the calendar's own `{ ok: false, reason, message, candidates }`. A client that cannot ask gets a refusal
 * that says so: a tool marked destructive never deletes what nobody was shown.
 */
export async function cancelAppointment(
  calendar: Pick<Calendar, 'find' | 'cancel'>,
  args: Record<string, unknown>,
  { ask }: CallOptions = {},
): Promise<CalendarOutcome> {
  const found = await calendar.find(lookupOf(args));
  if (!found.ok) return { result: { ...found }, isError: true };
  const shown = found.appointment;
  if (!ask) {
    const message = `Nothing was cancelled: this client cannot ask the person (it did not declare MCP form elicitation), and ${describeAppointment(shown)} is cancelled only after they say yes to it. Use a client that can ask, such as the MCP Inspector or Part 5's agent.`;
    return { result: { ok: false, reason: 'cannot-ask', message, candidates: [shown] }, isError: true };
  }
  const title = shown.title ? ` ${quoteVisible(shown.title, { maxVisible: 60 })}` : '';
  const answer = await ask(`Cancel ${describeTimeRange(shown.start, shown.end)}${title}?`);
  if (answer !== 'accept') {
    const message = `The person said no: ${describeAppointment(shown)} was not cancelled.`;
    return { result: { ok: false, reason: 'declined', message, candidates: [] }, isError: true };
  }
  const result = await calendar.cancel({ id: shown.id, expect: shown });
  return { result: { ...result }, isError: !result.ok };
}
// #endregion cancel-appointment

/** The two fields of a call that name an appointment (the server's schema allows no others). */
export function lookupOf({ id, start }: Record<string, unknown>): FindRequest {
  return { id, start } as FindRequest;
}
