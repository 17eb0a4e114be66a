import { type Appointment, describeTimeRange } from '@scheduling-agent/calendar';
import { deleteAppointment } from '@scheduling-agent/calendar-tools';
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
 * Cancels one appointment. Before anything is deleted the calendar finds the appointment the call means, by the same
 * rules its cancel uses, and refuses a call whose id and start disagree or that names nothing (an id or a start time
 * is needed; the schema cannot say "one of these" in a form every model server accepts) in the very shape a refused
 * cancel has. Then the person is asked about that appointment in words. The calendar is shared, so the cancel goes
 * ahead only if, at that moment, the appointment is still the one the question showed.
 */
export default defineTool({
  ...deleteAppointment,
  returns: '{ ok, message, appointment } or { ok: false, reason, message, candidates }',
  async confirm({ start, id }, { calendar }) {
    const found = await calendar.find({ start, id });
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
