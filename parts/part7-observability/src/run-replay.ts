import type { ModelToolCall } from '@scheduling-agent/llm-service';
import type { HistoryEntry } from './history.ts';
import type { RunRecord, StoredRecord } from './run-record.ts';
import type { ToolCallResult } from './tool.ts';
import type { Target } from './tool-registry.ts';

/** A step whose tool calls were recorded but not all their results: where an interrupted run picks up. */
export interface PendingStep {
  readonly record: Extract<RunRecord, { type: 'tool-calls' }>;
  /** Each call's result so far, by position; undefined for a call that has not finished (or not started). */
  readonly results: (ToolCallResult | undefined)[];
  /** The person's answers so far, by idempotency key. */
  readonly approvals: Map<string, boolean>;
  /** The approvals asked for and not yet answered (a paused run), by key. */
  readonly asked: Map<string, { id: string; question: string; target?: Target }>;
  /** What each answer (or question) was bound to, by key: the call runs on that target only. */
  readonly bound: Map<string, Target>;
  /** The calls sent to a server that may not recognise their keys, by key: without a result, they may have run. */
  readonly sent: Set<string>;
}

/** A turn that has started and not ended: which turn, where it starts in the history, how far it got. */
interface OpenTurn {
  readonly turn: number;
  historyStart: number;
  steps: number;
  ranTools: boolean;
  pending: PendingStep | undefined;
  /** The answer that closed the model's turn, when it is on disk and the turn's end is not (a crash in between). */
  answered?: { readonly text: string; readonly step?: number | undefined };
}

/** What a log says: the history the model is sent, the turn left open if any, and how many turns it has seen. */
export interface Replayed {
  readonly history: HistoryEntry[];
  open: OpenTurn | undefined;
  turns: number;
}

// #region replay
/**
 * Reads the log from the top and rebuilds what the agent knew when it stopped: the typed history (a step's tool
 * results join it only once every call in the step has one) and the turn still open, with its step, the results it
 * has and the approvals it has been given. The same records always give the same state; nothing is guessed.
 */
export function replay(records: readonly StoredRecord[]): Replayed {
  const state: Replayed = { history: [], open: undefined, turns: 0 };
  for (const record of records) apply(state, record);
  return state;
}

/** Applies one more record to a replayed state, as the run goes on: history entries already made stay the same. */
export function apply(state: Replayed, record: RunRecord): void {
  const { history } = state;
  let { open } = state;
  try {
    switch (record.type) {
      case 'reset':
        history.length = 0;
        open = undefined;
        break;
      case 'user-input':
        state.turns++;
        open = { turn: state.turns, historyStart: history.length, steps: 0, ranTools: false, pending: undefined };
        history.push({ type: 'user-input', text: record.text });
        break;
      case 'answer':
        history.push({ type: 'answer', text: record.text, ...(record.echo ? { echo: record.echo } : {}) });
        if (open && record.step) open.steps = record.step;
        if (open) open.answered = { text: record.text, step: record.step };
        break;
      case 'invalid-reply':
        history.push({ type: 'invalid-reply', reply: record.reply, problem: record.problem });
        if (open) open.steps = record.step;
        break;
      case 'tool-calls': {
        const { calls, text, echo } = record;
        // A call whose arguments could not be read was stored without `args`: it reads back as `args: undefined`.
        const asSent = calls as ModelToolCall[];
        history.push({ type: 'tool-calls', calls: asSent, ...(text ? { text } : {}), ...(echo ? { echo } : {}) });
        if (!open) break;
        open.steps = record.step;
        const results = record.keys.map(() => undefined);
        open.pending = { record, results, approvals: new Map(), asked: new Map(), bound: new Map(), sent: new Set() };
        break;
      }
      case 'approval-asked':
        open?.pending?.asked.set(record.key, { id: record.id, question: record.question, target: record.target });
        if (record.target) open?.pending?.bound.set(record.key, record.target);
        break;
      case 'approval':
        open?.pending?.asked.delete(record.key);
        open?.pending?.approvals.set(record.key, record.yes);
        if (record.target) open?.pending?.bound.set(record.key, record.target);
        break;
      case 'tool-sent':
        // A yes is spent once the call goes out: sending it again takes a new one.
        open?.pending?.sent.add(record.key);
        open?.pending?.approvals.delete(record.key);
        break;
      case 'tool-result':
        if (open?.pending) recordResult(open, record.key, record.result, history);
        break;
      case 'turn-end':
        if (open && record.discard) history.length = open.historyStart;
        open = undefined;
        break;
    }
  } finally {
    state.open = open;
  }
}
// #endregion replay

function recordResult(open: OpenTurn, key: string, result: ToolCallResult, history: HistoryEntry[]): void {
  const pending = open.pending!;
  const index = pending.record.keys.indexOf(key);
  if (index < 0) return;
  pending.results[index] = result;
  open.ranTools = true;
  if (pending.results.every((done) => done !== undefined)) {
    history.push({ type: 'tool-results', results: pending.results as ToolCallResult[] });
    open.pending = undefined;
  }
}
