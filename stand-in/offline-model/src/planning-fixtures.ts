import { fixedClock } from '@scheduling-agent/clock';
import type { ChatMessage, JsonSchema } from '@scheduling-agent/llm-service';
import { createOfflineModel } from './offline-model.ts';
import { describeAppointment, describeRange } from './planning-replies.ts';
import { INVALID_REPLY_PREFIX, TOOL_RESULTS_PREFIX } from './planning-turn.ts';

/** Test helpers for the planning intents: Part 3's reply schema, history messages and calendar-shaped results. */

const TOOLS = ['checkAvailability', 'scheduleAppointment', 'deleteAppointment', 'listAppointments'];
const answerBranch = { type: 'object', properties: { action: { enum: ['answer'] }, response: { type: 'string' } } };
const callBranch = (tool: string) => ({
  type: 'object',
  properties: { tool: { enum: [tool] }, parameters: { type: 'object' } },
});
const toolBranch = (tool: string) => ({
  type: 'object',
  properties: { action: { enum: ['tool'] }, tool: { enum: [tool] }, parameters: { type: 'object' } },
});

/** Part 3's reply schema: an answer, one tool, or several tools at once. */
const fullSchema: JsonSchema = {
  anyOf: [
    answerBranch,
    ...TOOLS.map(toolBranch),
    {
      type: 'object',
      properties: { action: { enum: ['tools'] }, calls: { type: 'array', items: { anyOf: TOOLS.map(callBranch) } } },
    },
  ],
};
/** The schema on the last allowed step: answer only. */
export const answerOnlySchema: JsonSchema = answerBranch;
/** Part 2's schema: one tool at a time, no `tools` action. */
export const oneToolSchema: JsonSchema = { anyOf: (fullSchema.anyOf as JsonSchema[]).slice(0, 5) };

// Monday 23 November 2026, 08:30 in London: "tomorrow" is Tuesday the 24th, "Friday" the 27th.
const model = createOfflineModel({
  clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London'),
});

/** The offline model's next reply to a history, parsed. */
export async function nextReply(
  messages: readonly ChatMessage[],
  schema = fullSchema,
): Promise<Record<string, unknown>> {
  const { text } = await model.generate({
    systemInstruction: 'You are a scheduling assistant. After tools run, their results come back to you.',
    messages,
    responseSchema: schema,
  });
  return JSON.parse(text);
}

export const person = (text: string): ChatMessage => ({ role: 'user', text });
export const assistant = (reply: unknown): ChatMessage => ({
  role: 'assistant',
  text: typeof reply === 'string' ? reply : JSON.stringify(reply),
});
export const feedback = (problem = 'The reply is not valid JSON.'): ChatMessage =>
  person(`${INVALID_REPLY_PREFIX} ${problem}`);
export const toolResults = (...entries: readonly unknown[]): ChatMessage =>
  person(`${TOOL_RESULTS_PREFIX}\n${JSON.stringify(entries)}`);

type Parameters = Record<string, unknown>;
export const ran = (tool: string, parameters: Parameters, result: unknown) => ({ tool, parameters, ok: true, result });
export const failed = (tool: string, parameters: Parameters, error: string) => ({ tool, parameters, ok: false, error });
export const declined = (tool: string, parameters: Parameters) => ({
  tool,
  parameters,
  ok: false,
  declined: true,
  error: `The person declined: ${tool} was not run.`,
});
export const toolAction = (tool: string, parameters: Parameters) => ({ action: 'tool', tool, parameters });

/** A booked appointment as the calendar returns it. */
export const appointment = (id: string, start: string, end: string, title?: string) => ({
  id,
  start,
  end,
  ...(title ? { title } : {}),
  createdAt: '2026-11-20T08:15:00.000Z',
});
type Appointment = ReturnType<typeof appointment>;

export const free = (start: string, end: string) => ({
  ok: true,
  available: true,
  start,
  end,
  message: `${describeRange(start, end)} is free.`,
  conflicts: [],
  suggestions: [],
});
export const taken = (start: string, end: string, conflicts: Appointment[], suggestions: string[]) => ({
  ok: true,
  available: false,
  start,
  end,
  reason: 'busy',
  message: `${describeRange(start, end)} is taken: it overlaps ${conflicts.map(describeAppointment).join('; ')}. Free times nearby: ${suggestions.join(', ')}.`,
  conflicts,
  suggestions,
});
export const booked = (item: Appointment) => ({
  ok: true,
  appointment: item,
  message: `Booked ${describeAppointment(item)}.`,
});
export const cancelled = (item: Appointment) => ({
  ok: true,
  appointment: item,
  message: `Cancelled ${describeAppointment(item)}.`,
});
export const listed = (date: string, appointments: Appointment[]) => ({
  ok: true,
  from: date,
  to: date,
  appointments,
  message: `${appointments.length} appointments for ${date}`,
});
