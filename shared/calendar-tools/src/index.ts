/**
 * The calendar tools' contract: what the model is shown of each of the four calendar tools (its name, when to use it,
 * and the JSON Schema of its parameters). The parts' tool modules add what a tool does (`execute`) to these; the
 * calendar's MCP server adds its hints. One definition, so the two can never offer the model different tools.
 *
 * Each is written `as const`, so that `defineTool` can derive the type of `execute`'s parameters from the schema.
 */

/** What the model is shown of a tool: its name, when to use it, and the JSON Schema of its parameters. */
export interface CalendarToolContract {
  readonly name: string;
  readonly description: string;
  readonly parameters: { readonly type: 'object' } & Readonly<Record<string, unknown>>;
}

// #region check-availability
/** Checks whether a time is free; it only reads the calendar. */
export const checkAvailability = {
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
} as const satisfies CalendarToolContract;
// #endregion check-availability

/** Books an appointment. */
export const scheduleAppointment = {
  name: 'scheduleAppointment',
  description:
    'Book an appointment. Refused if the time is taken, in the past or outside working hours; then suggests free times.',
  parameters: {
    type: 'object',
    properties: {
      start: checkAvailability.parameters.properties.start,
      title: { type: 'string', maxLength: 100, description: 'What it is for, e.g. "Dentist".' },
      durationMinutes: checkAvailability.parameters.properties.durationMinutes,
    },
    required: ['start'],
    additionalProperties: false,
  },
} as const satisfies CalendarToolContract;

/**
 * Cancels one appointment. An id or a start time is needed, but the schema cannot say "one of these" in a form every
 * model server accepts, so neither is required here and the tool refuses a call that names nothing.
 */
export const deleteAppointment = {
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
} as const satisfies CalendarToolContract;

/** Lists the appointments of a day or a range of days; it only reads the calendar. */
export const listAppointments = {
  name: 'listAppointments',
  description: 'List the appointments on a day, or from one day to another (inclusive).',
  parameters: {
    type: 'object',
    properties: {
      date: { type: 'string', description: 'The (first) day, YYYY-MM-DD.' },
      endDate: { type: 'string', description: 'The last day, YYYY-MM-DD; default: the same day.' },
    },
    required: ['date'],
    additionalProperties: false,
  },
} as const satisfies CalendarToolContract;

/** The four contracts, in the order a server lists them. */
export const CALENDAR_TOOL_CONTRACTS = [
  checkAvailability,
  deleteAppointment,
  listAppointments,
  scheduleAppointment,
] as const;
