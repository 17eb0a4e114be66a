/**
 * What each tool's `structuredContent` looks like, as the JSON Schema MCP calls an `outputSchema`: a client may check
 * a result against it, and a program can read the fields without parsing prose. Every result, success or refusal, has
 * `ok` and a `message` for people; `isError` is always `!ok` (see `toResult` in server.ts). A refusal adds the
 * calendar's `reason` and, where it has them, what is near (`conflicts`, `suggestions`, `candidates`).
 * (https://modelcontextprotocol.io/specification/2025-11-25/server/tools#output-schema)
 */

/** One appointment as the calendar stores it. */
const APPOINTMENT = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    start: { type: 'string', description: 'Local start, YYYY-MM-DDTHH:mm.' },
    end: { type: 'string', description: 'Local end (exclusive), YYYY-MM-DDTHH:mm.' },
    title: { type: 'string' },
    createdAt: { type: 'string', description: 'When it was booked, an ISO instant.' },
  },
  required: ['id', 'start', 'end', 'createdAt'],
} as const;

/** What a cancel acts on: the fields a host shows a person and binds their yes to. */
const TARGET = {
  type: 'object',
  properties: { id: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, title: { type: 'string' } },
  required: ['id', 'start', 'end'],
} as const;

const APPOINTMENTS = { type: 'array', items: APPOINTMENT } as const;
const TIMES = { type: 'array', items: { type: 'string' }, description: 'Free start times nearby, nearest first.' };
const MESSAGE = { type: 'string', description: 'What happened, in a sentence or two for a person or a model.' };
const REASON = { type: 'string', description: 'Why not, for programs: busy, past, not-found, invalid-arguments, …' };

/** A result's schema: `ok` true with the success fields, or `ok` false with a reason and the refusal's fields. */
function outcome(success: Record<string, unknown>, refusal: Record<string, unknown> = {}) {
  return {
    type: 'object',
    properties: { ok: { type: 'boolean' }, message: MESSAGE, reason: REASON, ...success, ...refusal },
    required: ['ok', 'message'],
    oneOf: [{ properties: { ok: { const: true } } }, { properties: { ok: { const: false } }, required: ['reason'] }],
  } as const;
}

/** The output schema of each calendar tool, by name. */
export const OUTPUT_SCHEMAS = {
  checkAvailability: outcome({
    available: { type: 'boolean', description: 'Whether the time can be booked now.' },
    start: { type: 'string' },
    end: { type: ['string', 'null'] },
    conflicts: APPOINTMENTS,
    suggestions: TIMES,
  }),
  deleteAppointment: outcome(
    {
      appointment: APPOINTMENT,
      target: TARGET,
      preview: { type: 'boolean', description: 'True when nothing was done: this is what the call would cancel.' },
      replayed: { type: 'boolean', description: 'True when this request was carried out before, under its key.' },
    },
    { candidates: APPOINTMENTS },
  ),
  listAppointments: outcome({ from: { type: 'string' }, to: { type: 'string' }, appointments: APPOINTMENTS }),
  scheduleAppointment: outcome(
    { appointment: APPOINTMENT, replayed: { type: 'boolean' } },
    { conflicts: APPOINTMENTS, suggestions: TIMES },
  ),
} as const;
