import { type Appointment, type Calendar, describeAppointment } from '@scheduling-agent/calendar';
import {
  type CalendarToolContract,
  checkAvailability,
  deleteAppointment,
  listAppointments,
  scheduleAppointment,
} from '@scheduling-agent/calendar-tools';
import { cancelBound } from './bound-cancel.ts';
import { PREVIEW_META, readCallMeta } from './call-meta.ts';
import { OUTPUT_SCHEMAS } from './output-schemas.ts';

/** What the server gives a tool beside its arguments. */
export interface CallOptions {
  /** A way to ask the person a yes/no question through the host, when it can (see `askThrough` in server.ts). */
  readonly ask?: Ask;
  /** The request's `_meta`, as the host sent it: what a tool that understands more than its arguments reads. */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** What a call acts on, as a host is shown it and binds a yes to: the appointment's id, start, end and title. */
export type Target = Pick<Appointment, 'id' | 'start' | 'end' | 'title'>;

/** What a tool's call produced: the calendar's own result object, and whether it is a failure the caller should see. */
export interface CalendarOutcome {
  /** The calendar's result object (copied, so it is a plain record), with a `message` for people. */
  readonly result: Readonly<Record<string, unknown>> & { readonly message: string };
  readonly isError: boolean;
}

/**
 * Puts a yes/no question to the person through the client (MCP elicitation), and says what they answered; absent when
 * the client cannot ask.
 */
export type Ask = (question: string) => Promise<'accept' | 'decline' | 'cancel'>;

/**
 * One calendar tool as the server lists it: the MCP `Tool` fields (name, title, description, the JSON Schema of its
 * arguments and the hints a host reads), and what it does.
 */
export interface CalendarTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: { readonly type: 'object' } & Record<string, unknown>;
  /** The JSON Schema every `structuredContent` of this tool matches, success or refusal (see output-schemas.ts). */
  readonly outputSchema: { readonly type: 'object' } & Record<string, unknown>;
  readonly annotations: {
    readonly readOnlyHint: boolean;
    readonly destructiveHint?: boolean;
    readonly idempotentHint?: boolean;
    readonly openWorldHint: false;
  };
  /** What the tool's listing carries in its own `_meta` (see `PREVIEW_META`). */
  readonly _meta?: Readonly<Record<string, unknown>>;
  run(calendar: Calendar, args: Record<string, unknown>, options?: CallOptions): Promise<CalendarOutcome>;
}

// #region calendar-tools
/**
 * The four calendar tools: what the model is shown of each comes from the calendar tools' contract, which the
 * parts' tool modules import too. The hints say what a careful host needs to know: the two that only read, the
 * one that destroys.
 */
export const CALENDAR_TOOLS: readonly CalendarTool[] = [
  {
    ...listed(checkAvailability, 'Check a time'),
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: checkTime,
  },
  {
    ...listed(deleteAppointment, 'Cancel an appointment'),
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    _meta: { [PREVIEW_META]: true },
    run: cancelBound,
  },
  {
    ...listed(listAppointments, 'List appointments'),
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: listDays,
  },
  {
    ...listed(scheduleAppointment, 'Book an appointment'),
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async (calendar, { start, title, durationMinutes }, { meta } = {}) => {
      const { idempotencyKey } = readCallMeta(meta);
      const result = await calendar.book({
        start: String(start),
        ...(title === undefined ? {} : { title: String(title) }),
        ...(durationMinutes === undefined ? {} : { durationMinutes: Number(durationMinutes) }),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      });
      return { result: { ...result }, isError: !result.ok };
    },
  },
];
// #endregion calendar-tools

/** The MCP `Tool` fields a contract gives (name, description, the arguments' schema), with a title and results' schema. */
function listed(contract: CalendarToolContract & { name: keyof typeof OUTPUT_SCHEMAS }, title: string) {
  const { name, description, parameters } = contract;
  return { name, title, description, inputSchema: parameters, outputSchema: OUTPUT_SCHEMAS[name] };
}

/** Reasons that mean the question itself could not be read: an answer about availability needs a readable time. */
const UNREADABLE = new Set(['invalid-start', 'invalid-duration']);

/** A check answers "taken" or "free" with `ok` true; only a time it cannot read is a failure (`ok` false). */
async function checkTime(calendar: Calendar, { start, durationMinutes }: Record<string, unknown>) {
  const checked = await calendar.check(String(start), durationMinutes as number | undefined);
  const ok = !UNREADABLE.has(checked.reason ?? '');
  return { result: { ok, ...checked }, isError: !ok };
}

async function listDays(calendar: Calendar, args: Record<string, unknown>): Promise<CalendarOutcome> {
  const { date, endDate } = args as { date: string; endDate?: string };
  const result = await calendar.list({ from: date, ...(endDate ? { to: endDate } : {}) });
  if (!result.ok) return { result: { ...result }, isError: true };
  const days = result.from === result.to ? result.from : `${result.from} to ${result.to}`;
  const lines = result.appointments.map((appointment) => `  ${describeAppointment(appointment)}`);
  const count = result.appointments.length;
  const message =
    count === 0
      ? `Nothing booked for ${days}.`
      : [`${count} appointment${count === 1 ? '' : 's'} for ${days}:`, ...lines].join('\n');
  return { result: { ...result, message }, isError: false };
}
