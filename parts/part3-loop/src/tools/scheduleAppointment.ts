import { defineTool } from '../tool.ts';

/** Books the time if the calendar's rules allow it; a refusal is a result that says why. */
export default defineTool({
  name: 'scheduleAppointment',
  description:
    'Book an appointment. Refused if the time is taken, in the past or outside working hours; then suggests free times.',
  parameters: {
    type: 'object',
    properties: {
      start: { type: 'string', description: 'Start, local time, as YYYY-MM-DDTHH:mm, e.g. 2026-11-24T10:00.' },
      title: { type: 'string', maxLength: 100, description: 'What it is for, e.g. "Dentist".' },
      durationMinutes: { type: 'integer', minimum: 5, maximum: 480, description: 'Length in minutes; default 30.' },
    },
    required: ['start'],
    additionalProperties: false,
  },
  returns: '{ ok, message, appointment: { id, start, end, title } } or { ok: false, reason, message, suggestions }',
  execute: ({ start, title, durationMinutes }, { calendar }) =>
    calendar.book({
      start,
      ...(title === undefined ? {} : { title }),
      ...(durationMinutes === undefined ? {} : { durationMinutes }),
    }),
});
