import { checkAvailability } from '@scheduling-agent/calendar-tools';
import { defineTool } from '../tool.ts';

/** Checks a time in the calendar; a time that is not free is a result (with the reason), not an error. */
export default defineTool({
  ...checkAvailability,
  returns: '{ available: boolean, start, end, reason?, message, conflicts: appointments, suggestions: start times }',
  execute: ({ start, durationMinutes }, { calendar }) => calendar.check(start, durationMinutes),
});
