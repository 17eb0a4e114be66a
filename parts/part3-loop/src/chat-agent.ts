import type { Clock } from '@scheduling-agent/clock';
import {
  CancelledError,
  createValidator,
  type LanguageModel,
  LlmError,
  type ModelRequest,
  type ModelResponse,
  type TokenUsage,
} from '@scheduling-agent/llm-service';
import { type Action, buildActionSchema } from './action-schema.ts';
import { exhaustionMessage } from './exhaustion-message.ts';
import { type HistoryEntry, type ToolCallResult, toMessages } from './history.ts';
import { type Decision, readReply } from './read-reply.ts';
import { type Approve, runTools } from './run-tools.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import type { ToolContext } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';
import { UsageCounter } from './usage-counter.ts';

/** Why a turn ended. */
export type ExitReason = 'answered' | 'iteration-limit' | 'model-error' | 'cancelled';

/** How one turn ended: the reason, what to show, how many model calls it took and the tokens they reported. */
export interface TurnResult {
  readonly exit: ExitReason;
  /** The answer, the exhaustion message, or the error. */
  readonly text: string;
  readonly steps: number;
  readonly usage: TokenUsage | undefined;
}

/** Hooks for showing the loop at work: each model call and each tool result, as they happen. */
export interface LoopObserver {
  onModelCall?(event: {
    step: number;
    maxSteps: number;
    request: ModelRequest;
    response: ModelResponse;
    decision: Decision;
    durationMs: number;
  }): void;
  onToolResult?(event: { step: number; maxSteps: number; result: ToolCallResult; durationMs: number }): void;
}

/** The agent: send a message, and it loops until it has an answer for you. */
export interface ChatAgent {
  send(text: string, signal?: AbortSignal): Promise<TurnResult>;
  /** The typed history; `toMessages(history)` is what the model is sent. */
  readonly history: readonly HistoryEntry[];
  reset(): void;
}

/** Everything the agent needs. `maxSteps` caps model calls per message (default 10). */
export interface ChatAgentOptions {
  model: LanguageModel;
  clock: Clock;
  tools: ToolRegistry;
  context: ToolContext;
  approve: Approve;
  maxSteps?: number;
  observer?: LoopObserver;
}

// #region agent-loop
/**
 * Part 3's agent: the loop. Each step prepares the request, calls the model, reads the reply and acts on it: an
 * answer ends the turn; tool calls run and their results go back into the history for the next step; a reply that
 * cannot be used goes back too, as a message the model can act on. At most `maxSteps` model calls per message.
 */
export function createChatAgent(options: ChatAgentOptions): ChatAgent {
  const history: HistoryEntry[] = [];
  const maxSteps = options.maxSteps ?? 10;
  const validators = {
    withTools: createValidator<Action>(buildActionSchema(options.tools, { tools: true })),
    lastStep: createValidator<Action>(buildActionSchema(options.tools, { tools: false })),
  };

  async function send(text: string, signal?: AbortSignal): Promise<TurnResult> {
    const turnStart = history.length;
    const usage = new UsageCounter();
    history.push({ type: 'user-input', text });

    for (let step = 1; step <= maxSteps; step++) {
      const lastStep = step === maxSteps;
      const request = prepareRequest(step, lastStep, signal);
      const started = performance.now();
      let response: ModelResponse;
      try {
        response = await options.model.generate(request);
      } catch (error) {
        return endEarly(error, turnStart, step, usage, signal);
      }
      usage.add(response.usage);
      const decision = readReply(
        response.text,
        lastStep ? validators.lastStep : validators.withTools,
        options.tools,
        lastStep,
      );
      const durationMs = performance.now() - started;
      options.observer?.onModelCall?.({ step, maxSteps, request, response, decision, durationMs });

      if (decision.type === 'answer') {
        history.push({ type: 'answer', text: decision.text });
        return { exit: 'answered', text: decision.text, steps: step, usage: usage.total() };
      }
      if (decision.type === 'invalid') {
        history.push({ type: 'invalid-reply', reply: response.text, problem: decision.problem });
        continue;
      }
      history.push({ type: 'tool-calls', calls: decision.calls });
      const results = await runTools(decision.calls, {
        registry: options.tools,
        context: options.context,
        approve: options.approve,
        onResult: (result, ms) => options.observer?.onToolResult?.({ step, maxSteps, result, durationMs: ms }),
      });
      history.push({ type: 'tool-results', results });
      if (signal?.aborted) return { exit: 'cancelled', text: 'Cancelled.', steps: step, usage: usage.total() };
    }

    const message = exhaustionMessage(history.slice(turnStart), maxSteps);
    history.push({ type: 'answer', text: message });
    return { exit: 'iteration-limit', text: message, steps: maxSteps, usage: usage.total() };
  }
  // #endregion agent-loop

  function prepareRequest(step: number, lastStep: boolean, signal: AbortSignal | undefined): ModelRequest {
    return {
      systemInstruction: buildSystemInstruction(options.clock, options.tools, { step, maxSteps }),
      messages: toMessages(history),
      responseSchema: buildActionSchema(options.tools, { tools: !lastStep }),
      ...(signal ? { signal } : {}),
    };
  }

  /**
   * A failed or cancelled model call ends the turn. If nothing happened yet the turn is taken back whole, so the
   * history gains no half turn; if tools already ran, their record stays, because what they did is real.
   */
  function endEarly(
    error: unknown,
    turnStart: number,
    step: number,
    usage: UsageCounter,
    signal?: AbortSignal,
  ): TurnResult {
    const nothingRan = !history.slice(turnStart).some((entry) => entry.type === 'tool-results');
    if (nothingRan) history.length = turnStart;
    if (error instanceof CancelledError || signal?.aborted) {
      return { exit: 'cancelled', text: 'Cancelled.', steps: step, usage: usage.total() };
    }
    if (error instanceof LlmError)
      return { exit: 'model-error', text: error.message, steps: step, usage: usage.total() };
    throw error;
  }

  return {
    send,
    get history() {
      return history;
    },
    reset: () => {
      history.length = 0;
    },
  };
}
