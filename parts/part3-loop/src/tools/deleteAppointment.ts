import type { ToolContext, ToolDefinition, ToolResult } from '../tool.ts';

/** Tells the model when to cancel, and what to send. Marked destructive: it cannot be undone. */
export const definition: ToolDefinition = {
  name: 'deleteAppointment',
  description:
    'Cancel an appointment, given its id (best) or the exact time it starts. It cannot be undone. If nothing starts at that time, says what is near it.',
  parameters: {
    type: 'object',
    properties: {
      date: { type: 'string', description: 'The start of the appointment, YYYY-MM-DDTHH:mm.' },
      id: { type: 'string', description: 'The appointment id, e.g. apt_x1y2z3.' },
    },
    anyOf: [{ required: ['date'] }, { required: ['id'] }],
    additionalProperties: false,
  },
  returns: '{ ok, message, appointment } or { ok: false, reason, message, candidates }',
  destructive: true,
};

/** Cancels by id, or by the exact start time; no match is a result that names what is near. */
export async function execute(
  parameters: { date?: string; id?: string },
  { calendar }: ToolContext,
): Promise<ToolResult> {
  return calendar.cancel(parameters.id !== undefined ? { id: parameters.id } : { start: parameters.date ?? '' });
}
