import { defineTool } from '../tool.ts';

/** Checks a time in the calendar; a time that is not free is a result (with the reason), not an error. */
export default defineTool({
  name: 'checkAvailability',
  description:
    'Check whether a time is free. If it is not, says why (taken, in the past, outside working hours) and suggests the nearest free times.',
  parameters: {
    type: 'object',
    properties: {
      start: { type: 'string', description: 'Start, local time, as YYYY-MM-DDTHH:mm, e.g. 2026-11-24T10:00.' },
      durationMinutes: { type: 'integer', minimum: 5, maximum: 480, description: 'Length in minutes; default 30.' },
    },
    required: ['start'],
    additionalProperties: false,
  },
  returns: '{ available: boolean, start, end, reason?, message, conflicts: appointments, suggestions: start times }',
  execute: ({ start, durationMinutes }, { calendar }) => calendar.check(start, durationMinutes),
});
