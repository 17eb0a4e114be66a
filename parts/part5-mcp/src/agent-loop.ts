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
import { runTools } from './run-tools.ts';
import { type StepPosition, stepPosition } from './step-position.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import { declareTools } from './tool-declarations.ts';
import { UsageCounter } from './usage-counter.ts';

/** The most of an unusable reply the history keeps: it is never sent whole, so it need not be stored whole. */
const MAX_KEPT_REPLY = 2000;

/** What the history records in the model's turn when a turn that ran tools was cancelled. */
export const CANCELLED_NOTE = '(The person cancelled this turn before I answered.)';
/** What the history records in the model's turn when a turn that ran tools ended on a model error. */
export const FAILED_NOTE = '(The model failed to reply, so this turn ended before I answered.)';

/** Part 4's agent: {@link runTurn} for each message, over a history kept between messages. */
export function createChatAgent(options: ChatAgentOptions): ChatAgent {
  const history: HistoryEntry[] = [];
  const loop: Loop = {
    ...options,
    maxSteps: options.maxSteps ?? 10,
    // Read at each step: a server may change its tools between two (notifications/tools/list_changed).
    get declarations() {
      return declareTools(options.tools);
    },
  };
  return {
    send: (text, signal, output) => runTurn(loop, history, text, signal, output),
    get history() {
      return history;
    },
    reset: () => {
      history.length = 0;
    },
  };
}

// #region agent-loop
/**
 * The loop, on native tool calls. Each step prepares the request, calls the model (its text streams to `output`,
 * and the step's text ends before anything else is shown), reads the reply and acts on it: an answer ends the turn;
 * the calls run together and their results go back as tool results matched by id; a call that cannot run goes back
 * the same way, as an error result; a reply that cannot be used goes back as a note the model can act on. On the last
 * step the tool choice is `none`.
 */
export async function runTurn(
  loop: Loop,
  history: HistoryEntry[],
  text: string,
  signal?: AbortSignal,
  output?: TurnOutput,
): Promise<TurnResult> {
  const turnStart = history.length;
  const usage = new UsageCounter();
  history.push({ type: 'user-input', text });

  for (let step = 1; step <= loop.maxSteps; step++) {
    const position = stepPosition(step, loop.maxSteps);
    const request = prepareRequest(loop, history, position, { signal, output });
    const started = performance.now();
    let response: ToolCallingResponse;
    try {
      response = await loop.model.generate(request);
    } catch (error) {
      // A failed reply can still have cost tokens (a model that spent its whole limit thinking): /usage counts them.
      if (error instanceof LlmError) usage.add(error.usage);
      return endEarly(error, history, turnStart, { step, usage, signal });
    }
    usage.add(response.usage);
    const decision = readReply(response, loop.tools, position.isLast);
    output?.endStep(decision.type !== 'invalid');
    const durationMs = performance.now() - started;
    loop.observer?.onModelCall?.({ position, request, response, decision, durationMs });

    if (decision.type === 'answer') {
      history.push({ type: 'answer', text: decision.text, ...(response.echo ? { echo: response.echo } : {}) });
      const cutOff = decision.cutOff ? { cutOff: decision.cutOff } : {};
      return { exit: 'answered', text: decision.text, steps: step, usage: usage.total(), ...cutOff };
    }
    if (decision.type === 'invalid') {
      history.push({ type: 'invalid-reply', reply: response.text.slice(0, MAX_KEPT_REPLY), problem: decision.problem });
      continue;
    }
    const results = await runTools(decision.calls, {
      registry: loop.tools,
      context: loop.context,
      approve: loop.approve,
      ...(signal ? { signal } : {}),
      onResult: (result, ms) => loop.observer?.onToolResult?.({ position, result, durationMs: ms }),
    });
    if (results === 'cancelled') return endEarly(null, history, turnStart, { step, usage, signal });
    // The model's calls as it sent them (ids, signatures; a refused call made plain), and their results in order.
    const { text: beside, echo } = response;
    const calls = callsToKeep(response.toolCalls, decision.calls);
    history.push(
      { type: 'tool-calls', calls, ...(beside ? { text: beside } : {}), ...(echo ? { echo } : {}) },
      { type: 'tool-results', results },
    );
    if (signal?.aborted) return endEarly(null, history, turnStart, { step, usage, signal });
  }

  const message = exhaustionMessage(history.slice(turnStart), loop.maxSteps);
  history.push({ type: 'answer', text: message });
  return { exit: 'iteration-limit', text: message, steps: loop.maxSteps, usage: usage.total() };
}
// #endregion agent-loop

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
 * A failed or cancelled step ends the turn. If no tool ran yet the turn is taken back whole, so the history gains no
 * half turn and the next message starts clean; if tools already ran, their record stays, because what they did is
 * real, closed by a note in the model's turn: the next message must not follow the tool results directly, as two
 * user turns in a row are refused by Gemini and by strict chat templates.
 */
function endEarly(
  error: unknown,
  history: HistoryEntry[],
  turnStart: number,
  { step, usage, signal }: { step: number; usage: UsageCounter; signal: AbortSignal | undefined },
): TurnResult {
  const nothingRan = !history.slice(turnStart).some((entry) => entry.type === 'tool-results');
  const cancelled = error instanceof CancelledError || signal?.aborted === true;
  if (nothingRan) history.length = turnStart;
  else history.push({ type: 'answer', text: cancelled ? CANCELLED_NOTE : FAILED_NOTE });
  if (cancelled) return { exit: 'cancelled', text: 'Cancelled.', steps: step, usage: usage.total() };
  // Not the model's failure but a bug: the history is whole again, and the bug goes on up with its stack.
  if (!(error instanceof LlmError)) throw error;
  return { exit: 'model-error', text: error.message, steps: step, usage: usage.total() };
}
