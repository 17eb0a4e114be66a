import { scheduleAppointment } from '@scheduling-agent/calendar-tools';
import { defineTool } from '../tool.ts';

/** Books the time if the calendar's rules allow it; a refusal is a result that says why. */
export default defineTool({
  ...scheduleAppointment,
  returns: '{ ok, message, appointment: { id, start, end, title } } or { ok: false, reason, message, suggestions }',
  execute: ({ start, title, durationMinutes }, { calendar }) =>
    calendar.book({
      start,
      ...(title === undefined ? {} : { title }),
      ...(durationMinutes === undefined ? {} : { durationMinutes }),
    }),
});
