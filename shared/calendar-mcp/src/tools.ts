import { type Appointment, type Calendar, describeAppointment } from '@scheduling-agent/calendar';
import { cancelBound } from './bound-cancel.ts';

/** What the host sent beside the arguments: the call's idempotency key, if it sent one (see `IDEMPOTENCY_KEY_META`), and a way to ask the person. */
export interface CallOptions {
  readonly idempotencyKey?: string;
  /** A way to ask the person a yes/no question through the host, when it can (see `askThrough` in server.ts). */
  readonly ask?: Ask;
  /**
   * True when the connection cannot carry a question (stateless HTTP): a cancel is then refused, since nobody could be
   * shown what it would delete (a calendar started afresh reuses ids, so an id alone may name something else).
   */
  readonly cannotAsk?: boolean;
  /** Do nothing; say what the call would act on (see `PREVIEW_META`). */
  readonly preview?: boolean;
  /** Act only if the call's target is still this one (see `EXPECT_TARGET_META`). */
  readonly expectTarget?: Target;
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
  readonly annotations: {
    readonly readOnlyHint: boolean;
    readonly destructiveHint?: boolean;
    readonly idempotentHint?: boolean;
    readonly openWorldHint: false;
  };
  /** True when the tool understands `preview` and `expect-target` in `_meta` (it says so in its listing). */
  readonly binds?: true;
  run(calendar: Calendar, args: Record<string, unknown>, options?: CallOptions): Promise<CalendarOutcome>;
}

const START = { type: 'string', description: 'Start, local time, as YYYY-MM-DDTHH:mm, e.g. 2026-11-24T10:00.' };
const DURATION = { type: 'integer', minimum: 5, maximum: 480, description: 'Length in minutes; default 30.' };

// #region calendar-tools
/**
 * The four calendar tools, with the same names and argument schemas as Part 4's tool modules (a test holds them
 * equal). The hints say what a careful host needs to know: the two that only read, the one that destroys.
 */
export const CALENDAR_TOOLS: readonly CalendarTool[] = [
  {
    name: 'checkAvailability',
    title: 'Check a time',
    description:
      'Check whether a time is free. If it is not, says why (taken, in the past, outside working hours) and suggests the nearest free times.',
    inputSchema: {
      type: 'object',
      properties: { start: START, durationMinutes: DURATION },
      required: ['start'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: async (calendar, { start, durationMinutes }) => ({
      result: { ...(await calendar.check(String(start), durationMinutes as number | undefined)) },
      isError: false,
    }),
  },
  {
    name: 'deleteAppointment',
    title: 'Cancel an appointment',
    description:
      'Cancel an appointment, given its id (best) or the exact time it starts. The person is asked first; it cannot be undone. If nothing starts at that time, says what is near it.',
    inputSchema: {
      type: 'object',
      properties: {
        start: { type: 'string', description: 'The start of the appointment, YYYY-MM-DDTHH:mm.' },
        id: { type: 'string', description: 'The appointment id, e.g. apt_x1y2z3.' },
      },
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    binds: true,
    run: cancelBound,
  },
  {
    name: 'listAppointments',
    title: 'List appointments',
    description: 'List the appointments on a day, or from one day to another (inclusive).',
    inputSchema: {
      type: 'object',
      properties: {
        date: { type: 'string', description: 'The (first) day, YYYY-MM-DD.' },
        endDate: { type: 'string', description: 'The last day, YYYY-MM-DD; default: the same day.' },
      },
      required: ['date'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: listAppointments,
  },
  {
    name: 'scheduleAppointment',
    title: 'Book an appointment',
    description:
      'Book an appointment. Refused if the time is taken, in the past or outside working hours; then suggests free times.',
    inputSchema: {
      type: 'object',
      properties: {
        start: START,
        title: { type: 'string', maxLength: 100, description: 'What it is for, e.g. "Dentist".' },
        durationMinutes: DURATION,
      },
      required: ['start'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async (calendar, { start, title, durationMinutes }, { idempotencyKey } = {}) => {
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

async function listAppointments(calendar: Calendar, args: Record<string, unknown>): Promise<CalendarOutcome> {
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
