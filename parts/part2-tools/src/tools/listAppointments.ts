import { describeAppointment } from '@scheduling-agent/calendar';
import { listAppointments } from '@scheduling-agent/calendar-tools';
import { defineTool } from '../tool.ts';

/** Lists the days' appointments, with a message for people that has one line per appointment. */
export default defineTool({
  ...listAppointments,
  returns: '{ ok, message, appointments: [{ id, start, end, title }] }',
  async execute({ date, endDate }, { calendar }) {
    const result = await calendar.list({ from: date, ...(endDate ? { to: endDate } : {}) });
    if (!result.ok) return result;
    const days = result.from === result.to ? result.from : `${result.from} to ${result.to}`;
    const lines = result.appointments.map((appointment) => `  ${describeAppointment(appointment)}`);
    const count = result.appointments.length;
    const message =
      count === 0
        ? `Nothing booked for ${days}.`
        : [`${count} appointment${count === 1 ? '' : 's'} for ${days}:`, ...lines].join('\n');
    return { ...result, message };
  },
});
