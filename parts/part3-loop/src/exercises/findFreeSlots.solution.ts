import { parseLocalDate } from '@scheduling-agent/clock';
import type { ToolContext, ToolDefinition, ToolResult } from '../tool.ts';

// #region find-free-slots
export const definition: ToolDefinition = {
  name: 'findFreeSlots',
  description: 'List the free start times on one day, every 30 minutes in working hours, for a given length.',
  parameters: {
    type: 'object',
    properties: {
      date: { type: 'string', description: 'The day, YYYY-MM-DD.' },
      durationMinutes: { type: 'integer', minimum: 5, maximum: 480, description: 'Length in minutes; default 30.' },
    },
    required: ['date'],
    additionalProperties: false,
  },
  returns: '{ ok, message, slots: start times such as 2026-11-24T09:00 }',
};

export async function execute(
  parameters: { date: string; durationMinutes?: number },
  { calendar }: ToolContext,
): Promise<ToolResult> {
  if (!parseLocalDate(parameters.date)) {
    return { ok: false, message: `"${parameters.date}" is not a day: use YYYY-MM-DD, e.g. 2026-11-24.` };
  }
  const [openHour, openMinute] = calendar.workingHours.start.split(':').map(Number) as [number, number];
  const [closeHour, closeMinute] = calendar.workingHours.end.split(':').map(Number) as [number, number];
  const slots: string[] = [];
  for (let minutes = openHour * 60 + openMinute; minutes < closeHour * 60 + closeMinute; minutes += 30) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const check = await calendar.check(`${parameters.date}T${time}`, parameters.durationMinutes);
    if (check.available) slots.push(check.start);
  }
  const message =
    slots.length === 0
      ? `No free time on ${parameters.date}.`
      : `Free on ${parameters.date}: ${slots.map((slot) => slot.slice(11)).join(', ')}.`;
  return { ok: true, message, slots };
}
// #endregion find-free-slots
