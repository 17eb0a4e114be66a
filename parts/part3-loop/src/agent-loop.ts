import {
  CancelledError,
  createValidator,
  LlmError,
  type ModelRequest,
  type ModelResponse,
} from '@scheduling-agent/llm-service';
import { type Action, buildActionSchema } from './action-schema.ts';
import type { ChatAgent, ChatAgentOptions, Loop, TurnResult } from './agent-types.ts';
import { exhaustionMessage } from './exhaustion-message.ts';
import { type HistoryEntry, toMessages } from './history.ts';
import { readReply } from './read-reply.ts';
import { runTools } from './run-tools.ts';
import { type StepPosition, stepPosition } from './step-position.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import { UsageCounter } from './usage-counter.ts';

/** Part 3's agent: {@link runTurn} for each message, over a history kept between messages. */
export function createChatAgent(options: ChatAgentOptions): ChatAgent {
  const history: HistoryEntry[] = [];
  const loop: Loop = {
    ...options,
    maxSteps: options.maxSteps ?? 10,
    validators: {
      withTools: createValidator<Action>(buildActionSchema(options.tools, { tools: true })),
      lastStep: createValidator<Action>(buildActionSchema(options.tools, { tools: false })),
    },
  };
  return {
    send: (text, signal) => runTurn(loop, history, text, signal),
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
 * The loop. Each step prepares the request, calls the model, reads the reply and acts on it: an answer ends the
 * turn; tool calls run and their results go back into the history for the next step; a reply that cannot be used
 * goes back too, as a message the model can act on. At most `maxSteps` model calls per message.
 */
export async function runTurn(
  loop: Loop,
  history: HistoryEntry[],
  text: string,
  signal?: AbortSignal,
): Promise<TurnResult> {
  const turnStart = history.length;
  const usage = new UsageCounter();
  history.push({ type: 'user-input', text });

  for (let step = 1; step <= loop.maxSteps; step++) {
    const position = stepPosition(step, loop.maxSteps);
    const request = prepareRequest(loop, history, position, signal);
    const started = performance.now();
    let response: ModelResponse;
    try {
      response = await loop.model.generate(request);
    } catch (error) {
      return endEarly(error, history, turnStart, { step, usage, signal });
    }
    usage.add(response.usage);
    const validate = position.isLast ? loop.validators.lastStep : loop.validators.withTools;
    const decision = readReply(response.text, validate, loop.tools, position.isLast);
    const durationMs = performance.now() - started;
    loop.observer?.onModelCall?.({ position, request, response, decision, durationMs });

    if (decision.type === 'answer') {
      history.push({ type: 'answer', text: decision.text });
      return { exit: 'answered', text: decision.text, steps: step, usage: usage.total() };
    }
    if (decision.type === 'invalid') {
      history.push({ type: 'invalid-reply', reply: response.text, problem: decision.problem });
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
    history.push({ type: 'tool-calls', calls: decision.calls }, { type: 'tool-results', results });
    if (signal?.aborted) return { exit: 'cancelled', text: 'Cancelled.', steps: step, usage: usage.total() };
  }

  const message = exhaustionMessage(history.slice(turnStart), loop.maxSteps);
  history.push({ type: 'answer', text: message });
  return { exit: 'iteration-limit', text: message, steps: loop.maxSteps, usage: usage.total() };
}
// #endregion agent-loop

/** The request for one step: the instruction for this position, the whole history, and the reply format. */
function prepareRequest(
  loop: Loop,
  history: readonly HistoryEntry[],
  position: StepPosition,
  signal: AbortSignal | undefined,
): ModelRequest {
  return {
    systemInstruction: buildSystemInstruction(loop.clock, loop.tools, position),
    messages: toMessages(history),
    responseSchema: buildActionSchema(loop.tools, { tools: !position.isLast }),
    ...(signal ? { signal } : {}),
  };
}

/**
 * A failed or cancelled step ends the turn. If no tool ran yet the turn is taken back whole, so the history gains no
 * half turn and the next message starts clean; if tools already ran, their record stays, because what they did is real.
 */
function endEarly(
  error: unknown,
  history: HistoryEntry[],
  turnStart: number,
  { step, usage, signal }: { step: number; usage: UsageCounter; signal: AbortSignal | undefined },
): TurnResult {
  const nothingRan = !history.slice(turnStart).some((entry) => entry.type === 'tool-results');
  if (nothingRan) history.length = turnStart;
  if (error instanceof CancelledError || signal?.aborted) {
    return { exit: 'cancelled', text: 'Cancelled.', steps: step, usage: usage.total() };
  }
  if (error instanceof LlmError) return { exit: 'model-error', text: error.message, steps: step, usage: usage.total() };
  throw error;
}
