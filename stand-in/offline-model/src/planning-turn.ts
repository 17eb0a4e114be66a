import type { LocalDateTime } from '@scheduling-agent/clock';
import type { ChatMessage } from '@scheduling-agent/llm-service';
import { completedBooking } from './bare-answer.ts';
import { answerToClearing } from './clearing-confirmed.ts';
import { pointedBack } from './pointing-back.ts';
import { withShorthandWrittenOut } from './shorthand.ts';
import { pickedFromQuestion } from './which-one.ts';

/** How the agent loop starts a user message that carries tool results rather than the person's words. */
export const TOOL_RESULTS_PREFIX = 'Tool results:';
/** How the agent loop starts a user message that says the model's last reply could not be used. */
export const INVALID_REPLY_PREFIX = 'Your last reply could not be used:';

/** One tool call, as the model asks for it and as the loop echoes it back with the result. */
export interface PlannedCall {
  readonly tool: string;
  readonly parameters: Readonly<Record<string, unknown>>;
}

/** One entry of a `Tool results:` message: the call, and what came of it. */
export interface ToolRecord extends PlannedCall {
  readonly ok: boolean;
  /** The tool's result, when it ran and returned an object. */
  readonly result?: Readonly<Record<string, unknown>>;
  readonly error?: string;
  /** The person said no to a destructive call, so it was not run. */
  readonly declined: boolean;
}

/** One turn of the conversation: what the person asked, and every tool result since. */
export interface TurnRecords {
  readonly request: string;
  readonly records: readonly ToolRecord[];
  /** The person's yes or no to the stand-in's question before clearing a day; the request is then that turn's. */
  readonly clearing?: 'yes' | 'no';
}

/** What the planning intents read from a history: this turn, the turn before it, and how this step began. */
export interface PlanningTurn extends TurnRecords {
  readonly previous: TurnRecords | null;
  /** True when the last message is tool results or feedback, not the person's own words. */
  readonly resumed: boolean;
}

/** True when a user message is the person's own words, not a message the agent loop wrote. */
export function isPersonMessage(text: string): boolean {
  const start = text.trimStart();
  return !start.startsWith(TOOL_RESULTS_PREFIX) && !start.startsWith(INVALID_REPLY_PREFIX);
}

/**
 * Reads the Part 3 protocol out of a history: the person's latest message and the tool results after it. Assistant
 * messages are never read, so a garbled earlier reply cannot mislead the plan. A bare day or time that answers the
 * stand-in's question about a booking (a turn that ran no tool) is read as that booking's sentence completed
 * (`completedBooking`); a yes or no to its question before clearing a day, as that request answered. Null when the
 * person has said nothing.
 */
export function readTurn(messages: readonly ChatMessage[], today?: LocalDateTime): PlanningTurn | null {
  const turns: { request: string; records: ToolRecord[]; clearing?: 'yes' | 'no' }[] = [];
  let resumed = false;
  for (const message of messages) {
    if (message.role !== 'user' || typeof message.text !== 'string') continue;
    resumed = !isPersonMessage(message.text);
    const before = turns.at(-1);
    const said = resumed ? message.text : withShorthandWrittenOut(message.text);
    const clearing = !resumed && before ? answerToClearing(before, said) : null;
    const completed = !resumed && today && before && !clearing ? answered(before, said, today) : null;
    if (clearing && before) turns.push({ request: before.request, records: [], clearing });
    else if (!resumed) turns.push({ request: completed ?? said, records: [] });
    else if (message.text.trimStart().startsWith(TOOL_RESULTS_PREFIX))
      turns.at(-1)?.records.push(...parseResults(message.text));
  }
  const current = turns.at(-1);
  if (!current) return null;
  return { ...current, previous: turns.at(-2) ?? null, resumed };
}

/**
 * The person's words read as the answer to the stand-in's last question, when they are one: a bare day or time
 * completing a booking (a turn that ran no tool), a pick from the appointments a cancel found ("the 2pm one"), or a
 * pointer at what the turn before booked or listed ("forget it", "make it 1:30", "cancel the middle one").
 */
function answered(before: TurnRecords, said: string, today: LocalDateTime): string | null {
  if (before.records.length === 0) return completedBooking(before.request, said, today);
  return pickedFromQuestion(before, said, today) ?? pointedBack(before, said, today);
}

function parseResults(text: string): ToolRecord[] {
  let entries: unknown;
  try {
    entries = JSON.parse(text.trimStart().slice(TOOL_RESULTS_PREFIX.length));
  } catch {
    return [];
  }
  return Array.isArray(entries) ? entries.flatMap((entry) => recordOf(entry) ?? []) : [];
}

/**
 * One result entry, in either shape a loop may send: `{ tool, parameters, ok, result | error, declined }` or a tagged
 * `{ type: 'result' | 'error' | 'declined', … }` (with the call inline or under `call`).
 */
function recordOf(entry: unknown): ToolRecord | null {
  if (!isObject(entry)) return null;
  const call = isObject(entry.call) ? entry.call : entry;
  if (typeof call.tool !== 'string') return null;
  const error = isObject(entry.error) ? entry.error.message : entry.error;
  return {
    tool: call.tool,
    parameters: isObject(call.parameters) ? call.parameters : {},
    ok: entry.ok === true || entry.type === 'result',
    ...(isObject(entry.result) ? { result: entry.result } : {}),
    ...(typeof error === 'string' ? { error } : {}),
    declined: entry.declined === true || entry.type === 'declined',
  };
}

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a planned call stands in this turn. */
export type Outcome =
  | { readonly status: 'pending' }
  | { readonly status: 'done'; readonly result: Readonly<Record<string, unknown>> }
  | { readonly status: 'failed'; readonly error: string }
  | { readonly status: 'declined' };

/** Tool failures in one turn after which the plan stops retrying that tool and explains instead. */
const MAX_FAILURES_PER_TOOL = 2;

/**
 * What came of exactly this call (same tool, same parameters) in the records. A call that failed is never repeated:
 * a different call to the same tool that failed (a slip to be corrected) allows one retry before the plan gives up.
 */
export function outcomeOf(records: readonly ToolRecord[], call: PlannedCall): Outcome {
  const key = callKey(call);
  const record = [...records].reverse().find((candidate) => callKey(candidate) === key);
  if (record?.declined) return { status: 'declined' };
  if (record?.ok && record.result) return { status: 'done', result: record.result };
  if (record) return { status: 'failed', error: record.error ?? `${call.tool} returned nothing I could read.` };
  const failures = records.filter((candidate) => candidate.tool === call.tool && !candidate.ok && !candidate.declined);
  if (failures.length < MAX_FAILURES_PER_TOOL) return { status: 'pending' };
  return { status: 'failed', error: failures.at(-1)?.error ?? `${call.tool} failed.` };
}

/** The same key for the same call, whatever the order of its parameters. */
function callKey(call: PlannedCall): string {
  return `${call.tool} ${canonical(call.parameters)}`;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value) ?? 'null';
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
}
