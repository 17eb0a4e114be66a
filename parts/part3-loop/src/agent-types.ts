import type { Clock } from '@scheduling-agent/clock';

import type { LanguageModel, ModelRequest, ModelResponse, TokenUsage, Validator } from '@scheduling-agent/llm-service';
import type { Action } from './action-schema.ts';
import type { Approve } from './approval.ts';
import type { HistoryEntry } from './history.ts';
import type { Decision } from './read-reply.ts';
import type { StepPosition } from './step-position.ts';
import type { ToolCallResult, ToolContext } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

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
    position: StepPosition;
    request: ModelRequest;
    response: ModelResponse;
    decision: Decision;
    durationMs: number;
  }): void;
  onToolResult?(event: { position: StepPosition; result: ToolCallResult; durationMs: number }): void;
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

/** An agent's settings with its reply validators built once: what {@link runTurn} works with. */
export interface Loop extends ChatAgentOptions {
  readonly maxSteps: number;
  readonly validators: { readonly withTools: Validator<Action>; readonly lastStep: Validator<Action> };
}
