import { createValidator, type ModelToolCall, type ProviderEcho } from '@scheduling-agent/llm-service';
import type { ExitReason } from './agent-types.ts';
import type { ToolCall, ToolCallResult } from './tool.ts';
import type { Target } from './tool-registry.ts';

/** What the first line of every run log says, so a file of any other kind is refused rather than read. */
export const RUN_LOG_KIND = 'scheduling-agent-run';
/** The only run log version this code reads and writes. A log with another version is refused, never rewritten. */
export const RUN_LOG_VERSION = 1;

// #region run-record
/**
 * One step of a run, as one line of the log. Every step that matters is here, in the order it happened: what the
 * person said, each reply of the model (with the step it was), each approval asked and given, each tool result,
 * and how the turn ended. A tool call carries the idempotency key the host gave it (`keys`, one per call), so a
 * resumed run sends the same key again and the calendar recognises a call it has already carried out.
 */
export type RunRecord =
  | { readonly type: 'user-input'; readonly text: string }
  | { readonly type: 'answer'; readonly text: string; readonly step?: number; readonly echo?: ProviderEcho }
  | { readonly type: 'invalid-reply'; readonly reply: string; readonly problem: string; readonly step: number }
  | {
      readonly type: 'tool-calls';
      readonly step: number;
      /** The model's calls as it sent them, and each one as the registry read it (a call, or the error it got). */
      readonly calls: readonly ModelToolCall[];
      readonly decided: readonly (ToolCall | ToolCallResult)[];
      readonly keys: readonly string[];
      readonly text?: string;
      readonly echo?: ProviderEcho;
    }
  | {
      readonly type: 'approval-asked';
      readonly key: string;
      readonly id: string;
      readonly question: string;
      /** What the call would act on, as the person was shown it: the answer is bound to it. */
      readonly target?: Target;
    }
  | {
      readonly type: 'approval';
      readonly key: string;
      readonly yes: boolean;
      readonly by: string;
      readonly target?: Target;
    }
  | { readonly type: 'tool-result'; readonly key: string; readonly result: ToolCallResult }
  | { readonly type: 'turn-end'; readonly exit: ExitReason | 'set-aside'; readonly discard: boolean }
  | { readonly type: 'reset' }
  | { readonly type: 'forget'; readonly text: string };
// #endregion run-record

/** A record as stored: its place in the log (`seq`, 1 for the first record after the header) and the record. */
export type StoredRecord = RunRecord & { readonly seq: number };

/** The first line of a run log. `runId` starts every idempotency key, so keys never repeat across conversations. */
export interface RunLogHeader {
  readonly kind: typeof RUN_LOG_KIND;
  readonly version: typeof RUN_LOG_VERSION;
  readonly runId: string;
}

const text = { type: 'string' } as const;
const step = { type: 'integer', minimum: 1 } as const;
const object = { type: 'object' } as const;
const list = { type: 'array', items: object } as const;
const record = (type: string, properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties: { seq: step, type: { const: type }, ...properties },
  required: ['seq', 'type', ...required],
  additionalProperties: false,
});

// #region run-record-schema
/** The schema every line after the header must meet: one shape per record type, nothing else. */
const RECORD_SCHEMA = {
  anyOf: [
    record('user-input', { text }, ['text']),
    record('answer', { text, step, echo: object }, ['text']),
    record('invalid-reply', { reply: text, problem: text, step }, ['reply', 'problem', 'step']),
    record(
      'tool-calls',
      { step, calls: list, decided: list, keys: { type: 'array', items: text }, text, echo: object },
      ['step', 'calls', 'decided', 'keys'],
    ),
    record('approval-asked', { key: text, id: text, question: text, target: object }, ['key', 'id', 'question']),
    record('approval', { key: text, yes: { type: 'boolean' }, by: text, target: object }, ['key', 'yes', 'by']),
    record('tool-result', { key: text, result: object }, ['key', 'result']),
    record('turn-end', { exit: text, discard: { type: 'boolean' } }, ['exit', 'discard']),
    record('reset', {}, []),
    record('forget', { text }, ['text']),
  ],
};
// #endregion run-record-schema

const HEADER_SCHEMA = {
  type: 'object',
  properties: { kind: { const: RUN_LOG_KIND }, version: { const: RUN_LOG_VERSION }, runId: { type: 'string' } },
  required: ['kind', 'version', 'runId'],
  additionalProperties: false,
};

/** Checks one line after the header against {@link RECORD_SCHEMA}. */
export const checkRecord = createValidator<StoredRecord>(RECORD_SCHEMA, { subject: 'the record' });
/** Checks the header line. */
export const checkHeader = createValidator<RunLogHeader>(HEADER_SCHEMA, { subject: 'the header' });
