import { type Appointment, type Calendar, describeTimeRange } from '@scheduling-agent/calendar';
import { quoteVisible } from '@scheduling-agent/cli-io';
import { redact } from '@scheduling-agent/llm-service';
import { defineTool } from '../tool.ts';

/**
 * What the call runs with once the person says yes: the id, and the appointment as the question showed it. `shown`
 * is not in the schema, so a model cannot send it; only the question can.
 */
interface Approved {
  readonly start?: string;
  readonly id?: string;
  readonly shown?: Appointment;
}

/**
 * Cancels one appointment. Before anything is deleted it finds the appointment the call means, refuses a call whose
 * id and start disagree or that names nothing (an id or a start time is needed; the schema cannot say "one of
 * these" in a form every model server accepts), and asks the person about that appointment in words. The calendar
 * is shared, so the cancel goes ahead only if, at that moment, the appointment is still the one the question showed.
 */
export default defineTool({
  name: 'deleteAppointment',
  description:
    'Cancel an appointment, given its id (best) or the exact time it starts. The person is asked first; it cannot be undone. If nothing starts at that time, says what is near it.',
  parameters: {
    type: 'object',
    properties: {
      start: { type: 'string', description: 'The start of the appointment, YYYY-MM-DDTHH:mm.' },
      id: { type: 'string', description: 'The appointment id, e.g. apt_x1y2z3.' },
    },
    additionalProperties: false,
  },
  returns: '{ ok, message, appointment } or { ok: false, reason, message, candidates }',
  async confirm({ start, id }, { calendar }) {
    const found = await findAppointment(calendar, { start, id });
    if (!found.ok) return found;
    const { appointment } = found;
    const title = appointment.title ? ` ${quoteVisible(appointment.title, { maxVisible: 60, redact })}` : '';
    const question = `Cancel ${describeTimeRange(appointment.start, appointment.end)}${title}?`;
    return { ok: true, question, parameters: { id: appointment.id, shown: appointment } };
  },
  execute: ({ start, id, shown }: Approved, { calendar }) => {
    const expect = shown ? { expect: shown } : {};
    return calendar.cancel(id !== undefined ? { id, ...expect } : { start: start ?? '', ...expect });
  },
});

/** The one appointment a call names, or why there is none, in words the model can act on. */
async function findAppointment(
  calendar: Calendar,
  { start, id }: { start?: string | undefined; id?: string | undefined },
): Promise<{ ok: true; appointment: Appointment } | { ok: false; message: string }> {
  if (id === undefined && start === undefined) {
    return { ok: false, message: 'Say which appointment to cancel: give its id (best) or the exact time it starts.' };
  }
  if (id !== undefined) {
    const appointment = await calendar.get(id);
    if (!appointment) return { ok: false, message: `No such appointment: nothing has the id ${JSON.stringify(id)}.` };
    if (start !== undefined && start !== appointment.start) {
      const message = `The id and the start disagree: ${id} starts at ${appointment.start}, not ${start}. Nothing was cancelled; send only the id of the appointment you mean.`;
      return { ok: false, message };
    }
    return { ok: true, appointment };
  }
  const day = (start ?? '').slice(0, 10);
  const listed = await calendar.list({ from: day });
  if (!listed.ok) return { ok: false, message: listed.message };
  const starting = listed.appointments.filter((appointment) => appointment.start === start);
  if (starting.length === 1) return { ok: true, appointment: starting[0]! };
  if (starting.length === 0)
    return { ok: false, message: `No such appointment: nothing starts at ${start}. List the day to find it.` };
  return { ok: false, message: `Several appointments start at ${start}: cancel one by its id.` };
}
