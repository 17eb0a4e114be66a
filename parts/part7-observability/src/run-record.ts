import { createValidator, type ValidationResult, type Validator } from '@scheduling-agent/llm-service';
import type { FromSchema } from 'json-schema-to-ts';
import type { ToolResult } from './tool.ts';

/** What the first line of every run log says, so a file of any other kind is refused rather than read. */
export const RUN_LOG_KIND = 'scheduling-agent-run';
/** The only run log version this code reads and writes. A log with another version is refused, never rewritten. */
export const RUN_LOG_VERSION = 1;

const text = { type: 'string' } as const;
const step = { type: 'integer', minimum: 1 } as const;
const echo = object({ id: text, thoughtSignature: text, arguments: text }, []);
const call = object({ tool: text, parameters: { type: 'object' } }, ['tool', 'parameters']);
/** A tool's own result: a sentence, and whatever details its server added (read as the part's `ToolResult`). */
const toolResult = {
  type: 'object',
  title: 'ToolResult',
  properties: { message: text },
  required: ['message'],
} as const;
const failure = object({ kind: { enum: ['unknown-tool', 'invalid-parameters', 'failed'] }, message: text }, [
  'kind',
  'message',
]);
const callResult = {
  anyOf: [
    object({ type: { const: 'result' }, call, result: toolResult }, ['type', 'call', 'result']),
    object({ type: { const: 'error' }, call, error: failure }, ['type', 'call', 'error']),
    object({ type: { const: 'declined' }, call, message: text }, ['type', 'call', 'message']),
  ],
} as const;
/** What a call would act on, as its server previewed it: an appointment's id, and its start, end and title. */
const target = { type: 'object', properties: { id: text }, required: ['id'] } as const;

// #region run-record
/**
 * Every line after the header: one step of a run, in the order it happened. What the person said, each reply of the
 * model (with its step), each approval asked and given (bound to the target the person was shown), each tool result,
 * and how the turn ended. A tool call carries the idempotency key the host gave it (`keys`, one per call), so a
 * resumed run sends the same key again and the calendar recognises a call it has already carried out. This one schema
 * is both the type the code writes ({@link RunRecord}) and the check every line read back must pass.
 */
const RECORD_SCHEMA = {
  anyOf: [
    record('user-input', { text }, ['text']),
    record('answer', { text, step, echo }, ['text']),
    record('invalid-reply', { reply: text, problem: text, step }, ['reply', 'problem', 'step']),
    record(
      'tool-calls',
      {
        step,
        // The model's calls as it sent them (the arguments may be missing: unreadable ones are not kept)...
        calls: {
          type: 'array',
          items: object({ id: text, name: text, args: {}, argumentsError: text, echo }, ['id', 'name']),
        },
        // ...and each as the registry read it: a call to run, or the error result it already got.
        decided: { type: 'array', items: { anyOf: [call, callResult] } },
        keys: { type: 'array', items: text },
        text,
        echo,
      },
      ['step', 'calls', 'decided', 'keys'],
    ),
    record('approval-asked', { key: text, id: text, question: text, target }, ['key', 'id', 'question']),
    record('approval', { key: text, yes: { type: 'boolean' }, by: text, target }, ['key', 'yes', 'by']),
    // Written just before a call goes to a server that may not recognise its key: if no result follows, it may have run.
    record('tool-sent', { key: text }, ['key']),
    record('tool-result', { key: text, result: callResult }, ['key', 'result']),
    record(
      'turn-end',
      {
        exit: { enum: ['answered', 'iteration-limit', 'model-error', 'cancelled', 'set-aside'] },
        discard: { type: 'boolean' },
      },
      ['exit', 'discard'],
    ),
    record('reset', {}, []),
  ],
} as const;

/** One record as the loop writes it: the type is derived from {@link RECORD_SCHEMA}, so the two cannot disagree. */
export type RunRecord = DistributiveOmit<StoredRecord, 'seq'>;
// #endregion run-record

/** A record as stored: its place in the log (`seq`, 1 for the first record after the header) and the record. */
export type StoredRecord = FromSchema<
  typeof RECORD_SCHEMA,
  { deserialize: [{ pattern: { title: 'ToolResult' }; output: ToolResult }] }
>;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A record's schema: its `seq` and `type`, then its own fields. */
function record<const Type extends string, const Properties extends object, const Required extends string[]>(
  type: Type,
  properties: Properties,
  required: Required,
) {
  return object({ seq: step, type: { const: type }, ...properties }, ['seq', 'type', ...required] as [
    'seq',
    'type',
    ...Required,
  ]);
}

/** An object with these fields and no others. */
function object<const Properties extends object, const Required extends string[]>(
  properties: Properties,
  required: Required,
) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

const HEADER_SCHEMA = {
  type: 'object',
  properties: { kind: { const: RUN_LOG_KIND }, version: { const: RUN_LOG_VERSION }, runId: text },
  required: ['kind', 'version', 'runId'],
  additionalProperties: false,
} as const;

/** The first line of a run log. `runId` starts every idempotency key, so keys never repeat across conversations. */
export type RunLogHeader = FromSchema<typeof HEADER_SCHEMA>;

let recordValidator: Validator<StoredRecord> | undefined;
/**
 * Checks one line after the header against the record schema. Compiled on first use: compiling the schema is the
 * costliest thing this file does, and a new conversation reads no record before its first prompt.
 */
export function checkRecord(value: unknown): ValidationResult<StoredRecord> {
  recordValidator ??= createValidator<StoredRecord>(RECORD_SCHEMA, { subject: 'the record' });
  return recordValidator(value);
}
/** Checks the header line. */
export const checkHeader = createValidator<RunLogHeader>(HEADER_SCHEMA, { subject: 'the header' });
