import { randomBytes } from 'node:crypto';
import {
  CancelledError,
  LlmError,
  type ToolCallingRequest,
  type ToolCallingResponse,
} from '@scheduling-agent/llm-service';
import type { ChatAgent, ChatAgentOptions, Loop, TurnOutput, TurnResult } from './agent-types.ts';
import { exhaustionMessage } from './exhaustion-message.ts';
import { type HistoryEntry, toConversation } from './history.ts';
import { callsToKeep, readReply } from './read-reply.ts';
import { answerApproval, describeOpenTurn, unavailableCall } from './run-approval.ts';
import { createMemoryRunLog } from './run-log.ts';
import { replay } from './run-replay.ts';
import { record, runPendingStep } from './run-step.ts';
import { type StepPosition, stepPosition } from './step-position.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import type { ToolCallResult } from './tool.ts';
import { declareTools } from './tool-declarations.ts';
import { UsageCounter } from './usage-counter.ts';

/** The most of an unusable reply the history keeps: it is never sent whole, so it need not be stored whole. */
const MAX_KEPT_REPLY = 2000;

/** What the history records in the model's turn when a turn that ran tools was cancelled. */
export const CANCELLED_NOTE = '(The person cancelled this turn before I answered.)';
/** What the history records in the model's turn when a turn that ran tools ended on a model error. */
export const FAILED_NOTE = '(The model failed to reply, so this turn ended before I answered.)';
/** What the history records in the model's turn when a turn that ran tools was interrupted and not resumed. */
export const SET_ASIDE_NOTE =
  '(This turn was interrupted before I answered and was not resumed; the tool calls above with a result did run.)';

/** Part 6's agent: {@link runTurn} for each message, over a history kept in the run's log (in memory without one). */
export function createChatAgent(options: ChatAgentOptions): ChatAgent {
  const log = options.runLog ?? createMemoryRunLog();
  const loop: Loop = {
    ...options,
    maxSteps: options.maxSteps ?? 10,
    // Read at each step: a server may change its tools between two (notifications/tools/list_changed).
    get declarations() {
      return declareTools(options.tools);
    },
    // A new session id each time a process opens the log: keys made now never repeat ones made before, even if the
    // log was cut back (a turn counted again from 1 would otherwise send an old key with a new request).
    run: { log, state: replay(log.records), session: randomBytes(3).toString('hex') },
  };
  return {
    send: (text, signal, output) => runTurn(loop, text, signal, output),
    resume: (signal, output) => runTurn(loop, undefined, signal, output),
    get interrupted() {
      return describeOpenTurn(loop);
    },
    answer: (id, yes) => answerApproval(loop, id, yes),
    get history() {
      return loop.run.state.history;
    },
    reset: () => record(loop, { type: 'reset' }),
  };
}

// #region agent-loop
/**
 * The loop, on native tool calls, with every step on disk. A new message opens a turn (setting aside one left open,
 * keeping what it ran); `text` undefined picks up the open turn where the log says it stopped. Each step calls the
 * model and records its reply first: an answer ends the turn; calls are recorded with their idempotency keys, then
 * run (see {@link runPendingStep}); a reply that cannot be used goes back as a note. On the last step the tool choice
 * is `none`. A destructive call nobody can approve now stops the turn, open, until `--approve` or `--reject`.
 */
export async function runTurn(
  loop: Loop,
  text: string | undefined,
  signal?: AbortSignal,
  output?: TurnOutput,
): Promise<TurnResult> {
  if (text !== undefined) {
    if (loop.run.state.open) await setAside(loop);
    await record(loop, { type: 'user-input', text });
  }
  const usage = new UsageCounter();
  for (;;) {
    const open = loop.run.state.open;
    if (!open) throw new Error('There is no interrupted turn to resume.');
    if (open.answered) return closeAnswered(loop, open.answered, usage);
    const step = open.steps + (open.pending ? 0 : 1);
    const position = stepPosition(Math.min(step, loop.maxSteps), loop.maxSteps);
    if (open.pending) {
      const gone = unavailableCall(loop, open.pending);
      if (gone) throw gone;
      const onResult = (result: ToolCallResult, ms: number) =>
        loop.observer?.onToolResult?.({ position, result, durationMs: ms });
      const outcome = await runPendingStep(loop, open.pending, signal, onResult);
      if (outcome === 'waiting') return waiting(loop, step, usage);
      if (outcome === 'cancelled' || signal?.aborted) return endEarly(loop, null, { step, usage, signal });
      continue;
    }
    if (step > loop.maxSteps) return exhausted(loop, open.historyStart, usage);
    const request = prepareRequest(loop, loop.run.state.history, position, { signal, output });
    const started = performance.now();
    let response: ToolCallingResponse;
    try {
      response = await loop.model.generate(request);
    } catch (error) {
      // A failed reply can still have cost tokens (a model that spent its whole limit thinking): /usage counts them.
      if (error instanceof LlmError) usage.add(error.usage);
      return endEarly(loop, error, { step, usage, signal });
    }
    usage.add(response.usage);
    const decision = readReply(response, loop.tools, position.isLast);
    output?.endStep(decision.type !== 'invalid');
    const durationMs = performance.now() - started;
    loop.observer?.onModelCall?.({ position, request, response, decision, durationMs });

    const { text: beside, echo } = response;
    if (decision.type === 'answer') {
      await record(loop, { type: 'answer', text: decision.text, step, ...(echo ? { echo } : {}) });
      await record(loop, { type: 'turn-end', exit: 'answered', discard: false });
      const cutOff = decision.cutOff ? { cutOff: decision.cutOff } : {};
      return { exit: 'answered', text: decision.text, steps: step, usage: usage.total(), ...cutOff };
    }
    if (decision.type === 'invalid') {
      const reply = response.text.slice(0, MAX_KEPT_REPLY);
      await record(loop, { type: 'invalid-reply', reply, problem: decision.problem, step });
      continue;
    }
    // The model's calls as it sent them (ids, signatures; a refused call made plain), each with its key.
    const calls = callsToKeep(response.toolCalls, decision.calls);
    const keys = decision.calls.map(
      (_, index) => `${loop.run.log.runId}.${loop.run.session}/${open.turn}/${step}/${index}`,
    );
    await record(loop, {
      type: 'tool-calls',
      step,
      calls,
      decided: [...decision.calls],
      keys,
      ...(beside ? { text: beside } : {}),
      ...(echo ? { echo } : {}),
    });
  }
}
// #endregion agent-loop

async function exhausted(loop: Loop, historyStart: number, usage: UsageCounter): Promise<TurnResult> {
  const message = exhaustionMessage(loop.run.state.history.slice(historyStart), loop.maxSteps);
  await record(loop, { type: 'answer', text: message });
  await record(loop, { type: 'turn-end', exit: 'iteration-limit', discard: false });
  return { exit: 'iteration-limit', text: message, steps: loop.maxSteps, usage: usage.total() };
}

/** The turn stops, open on disk, at the call nobody could approve now; its id is what `--approve` takes. */
function waiting(loop: Loop, step: number, usage: UsageCounter): TurnResult {
  const asked = [...(loop.run.state.open?.pending?.asked.values() ?? [])][0];
  return {
    exit: 'waiting-for-approval',
    text: asked?.question ?? '',
    steps: step,
    usage: usage.total(),
    ...(asked ? { approvalId: asked.id } : {}),
  };
}

/**
 * Ends a turn whose answer is on disk and whose end is not (the process died in between): the model is not asked
 * again, as a second reply would be paid for twice and could say something else. A note (no step) closes a turn
 * that was ending early, set aside.
 */
async function closeAnswered(
  loop: Loop,
  answered: { text: string; step?: number | undefined },
  usage: UsageCounter,
): Promise<TurnResult> {
  await record(loop, {
    type: 'turn-end',
    exit: answered.step === undefined ? 'set-aside' : 'answered',
    discard: false,
  });
  return { exit: 'answered', text: answered.text, steps: answered.step ?? 0, usage: usage.total() };
}

/** The request for one step: the instruction for this position, the whole history, the tools and the tool choice. */
function prepareRequest(
  loop: Loop,
  history: readonly HistoryEntry[],
  position: StepPosition,
  { signal, output }: { signal: AbortSignal | undefined; output: TurnOutput | undefined },
): ToolCallingRequest {
  return {
    systemInstruction: buildSystemInstruction(loop.clock, position),
    history: toConversation(history),
    tools: loop.declarations,
    // The tools stay declared on the last step, because the history refers to them; `none` forbids calling them.
    toolChoice: position.isLast ? 'none' : 'auto',
    ...(signal ? { signal } : {}),
    ...(output ? { onText: (delta: string) => output.write(delta) } : {}),
  };
}

/**
 * A failed or cancelled step ends the turn. If no tool ran yet the turn is set aside whole (its records stay in the
 * log, marked discarded), so the history gains no half turn; if tools already ran, their record stays, because what
 * they did is real: calls of the step that did not run get a result saying so, and a note closes the model's turn,
 * as two user turns in a row are refused by Gemini and by strict chat templates.
 */
async function endEarly(
  loop: Loop,
  error: unknown,
  { step, usage, signal }: { step: number; usage: UsageCounter; signal: AbortSignal | undefined },
): Promise<TurnResult> {
  const cancelled = error instanceof CancelledError || signal?.aborted === true;
  // Not the model's failure but a bug: nothing is recorded, so the turn stays open on disk (`--resume` retries it),
  // and the bug goes on up with its stack.
  if (!cancelled && !(error instanceof LlmError)) throw error;
  const open = loop.run.state.open!;
  const nothingRan = !open.ranTools;
  if (!nothingRan)
    await closeUnfinished(
      loop,
      (tool) => `${tool} was not run: the turn ended first.`,
      cancelled ? CANCELLED_NOTE : FAILED_NOTE,
    );
  const exit = cancelled ? 'cancelled' : 'model-error';
  await record(loop, { type: 'turn-end', exit, discard: nothingRan });
  if (cancelled) return { exit: 'cancelled', text: 'Cancelled.', steps: step, usage: usage.total() };
  return { exit: 'model-error', text: (error as LlmError).message, steps: step, usage: usage.total() };
}

/**
 * Ends the turn a crash or a waiting approval left open, for a new message. If its tools ran, they stay in the history
 * (the calendar changed, and the model must know it), closed by a note; if none ran, the turn is set aside whole.
 */
async function setAside(loop: Loop): Promise<void> {
  const { ranTools, answered } = loop.run.state.open!;
  if (answered) {
    await closeAnswered(loop, answered, new UsageCounter());
    return;
  }
  const why = (tool: string) => `${tool} has no result: the turn was interrupted first, so it may not have run.`;
  if (ranTools) await closeUnfinished(loop, why, SET_ASIDE_NOTE);
  await record(loop, { type: 'turn-end', exit: 'set-aside', discard: !ranTools });
}

/**
 * Closes the open turn's record in the history so it can be sent again: each call of the step left without a result
 * gets one saying why it has none, and a note ends the model's turn (two user turns in a row are refused by Gemini).
 */
async function closeUnfinished(loop: Loop, why: (tool: string) => string, note: string): Promise<void> {
  const pending = loop.run.state.open?.pending;
  for (const [index, key] of (pending?.record.keys ?? []).entries()) {
    if (pending?.results[index] !== undefined) continue;
    const decided = pending!.record.decided[index]!;
    const call = 'type' in decided ? decided.call : decided;
    const message = why(call.tool);
    await record(loop, {
      type: 'tool-result',
      key,
      result: { type: 'error', call, error: { kind: 'failed', message } },
    });
  }
  await record(loop, { type: 'answer', text: note });
}
