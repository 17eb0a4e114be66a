import type { Clock } from '@scheduling-agent/clock';

import type {
  TokenUsage,
  ToolCallingModel,
  ToolCallingRequest,
  ToolCallingResponse,
  ToolDeclaration,
} from '@scheduling-agent/llm-service';
import type { Approve } from './approval.ts';
import type { HistoryEntry } from './history.ts';
import type { Decision } from './read-reply.ts';
import type { RunLog } from './run-log.ts';
import type { Replayed } from './run-replay.ts';
import type { StepPosition } from './step-position.ts';
import type { ToolCallResult, ToolContext } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** Why a turn ended, or stopped: `waiting-for-approval` leaves it open on disk, for `--approve` or `--reject`. */
export type ExitReason = 'answered' | 'iteration-limit' | 'model-error' | 'cancelled' | 'waiting-for-approval';

/** How one turn ended: the reason, what to show, how many model calls it took and the tokens they reported. */
export interface TurnResult {
  readonly exit: ExitReason;
  /** The answer, the exhaustion message, or the error. */
  readonly text: string;
  readonly steps: number;
  readonly usage: TokenUsage | undefined;
  /** For `waiting-for-approval`: the id that `--approve` and `--reject` take. */
  readonly approvalId?: string;
  /** When the answer stopped at the model's output limit: a notice that says so and what to do, to show after it. */
  readonly cutOff?: string;
}

/** Hooks for showing the loop at work: each model call and each tool result, as they happen. */
export interface LoopObserver {
  onModelCall?(event: {
    position: StepPosition;
    request: ToolCallingRequest;
    response: ToolCallingResponse;
    decision: Decision;
    durationMs: number;
  }): void;
  onToolResult?(event: { position: StepPosition; result: ToolCallResult; durationMs: number }): void;
}

/**
 * Where the text the model writes goes, step by step, as it is generated: `write` each piece; `endStep` once the
 * step's reply is read, before any tool runs or any question is asked. `kept` is false for a reply that could not be
 * used, whose text is no answer.
 */
export interface TurnOutput {
  write(delta: string): void;
  endStep(kept: boolean): void;
}

/** The agent: send a message, and it loops until it has an answer for you. */
export interface ChatAgent {
  /** `output` receives each step's text as it is generated (streamed), before the turn ends. */
  send(text: string, signal?: AbortSignal, output?: TurnOutput): Promise<TurnResult>;
  /** Picks up the turn the log left open (after a crash, or an approval given), exactly where it stopped. */
  resume(signal?: AbortSignal, output?: TurnOutput): Promise<TurnResult>;
  /** The turn left open, if any (a crash, a waiting approval): what it was asked, and the approval it waits for. */
  readonly interrupted: { text: string; waitingFor: { id: string; question: string } | undefined } | undefined;
  /** Answers the approval with this id, bound to its call; says why not in one line if it cannot. */
  answer(id: string, yes: boolean): Promise<{ ok: true } | { ok: false; message: string }>;
  /** The typed history; `toConversation(history)` is what the model is sent. */
  readonly history: readonly HistoryEntry[];
  reset(): Promise<void>;
}

/** Everything the agent needs. `maxSteps` caps model calls per message (default 10). */
export interface ChatAgentOptions {
  model: ToolCallingModel;
  clock: Clock;
  tools: ToolRegistry;
  context: ToolContext;
  approve: Approve;
  maxSteps?: number;
  observer?: LoopObserver;
  /** Where the run is kept; without one, in memory only (nothing survives the process). */
  runLog?: RunLog;
  /**
   * The servers known to recognise a call's idempotency key, so a call sent again after a crash is not done twice
   * (default: `calendar`, the server the host starts itself). A call to any other server that may have been sent is
   * not sent again without a person's yes.
   */
  keepsKeys?: readonly string[];
}

/** An agent's settings with its tool declarations (read at each step): what {@link runTurn} works with. */
export interface Loop extends ChatAgentOptions {
  readonly maxSteps: number;
  readonly declarations: readonly ToolDeclaration[];
  /** The log, and what it says so far (kept up to date with each record appended). */
  readonly run: { readonly log: RunLog; readonly state: Replayed; readonly session: string };
}
