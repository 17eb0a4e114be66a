import type { Clock } from '@scheduling-agent/clock';
import {
  CancelledError,
  type ChatMessage,
  createValidator,
  type LanguageModel,
  LlmError,
} from '@scheduling-agent/llm-service';
import { parseJSONFromString } from '@scheduling-agent/reply-extraction';
import { type Action, buildActionSchema } from './action-schema.ts';
import type { Approve } from './approval.ts';
import { runTool } from './run-tool.ts';
import { buildSystemInstruction } from './system-instruction.ts';
import type { ToolCallResult, ToolContext } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** How one turn ended: an answer, a tool's result, a reply that was not a valid action, an error, or a cancel. */
export type TurnResult =
  | { readonly type: 'answer'; readonly text: string }
  | { readonly type: 'tool'; readonly result: ToolCallResult }
  | { readonly type: 'invalid'; readonly message: string; readonly reply: string }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'cancelled' };

/** A chat agent: send a message, get the turn's result; the history is kept between turns. */
export interface ChatAgent {
  send(text: string, signal?: AbortSignal): Promise<TurnResult>;
  /** The conversation exactly as it is sent to the model. */
  readonly history: readonly ChatMessage[];
  reset(): void;
}

// #region chat-agent
/**
 * Part 2's agent. Each message goes to the model with the whole history and the system instruction; the reply is
 * parsed, validated against the action schema, and kept. A tool action is run, and its result is recorded in the
 * history for the next turn, but not sent back to the model now: the person sees it, and the turn ends. Deleting
 * asks the person first. A turn that fails or is cancelled leaves the history as it was, so a bad reply never becomes
 * part of the conversation.
 */
export function createChatAgent(options: {
  model: LanguageModel;
  clock: Clock;
  tools: ToolRegistry;
  context: ToolContext;
  approve: Approve;
}): ChatAgent {
  const history: ChatMessage[] = [];
  const actionSchema = buildActionSchema(options.tools);
  const validateAction = createValidator<Action>(actionSchema);

  async function send(text: string, signal?: AbortSignal): Promise<TurnResult> {
    const messages: ChatMessage[] = [...history, { role: 'user', text }];
    let reply: string;
    try {
      const response = await options.model.generate({
        systemInstruction: buildSystemInstruction(options.clock, options.tools),
        messages,
        responseSchema: actionSchema,
        ...(signal ? { signal } : {}),
      });
      reply = response.text;
    } catch (error) {
      if (error instanceof CancelledError || signal?.aborted) return { type: 'cancelled' };
      if (error instanceof LlmError) return { type: 'error', message: error.message };
      throw error;
    }

    // A reply holding two different actions (an example, a draft, the answer) is refused, never guessed at.
    const parsed = parseJSONFromString(reply);
    if (!parsed.ok) return { type: 'invalid', message: parsed.error.message, reply };
    const action = validateAction(parsed.value);
    if (!action.ok) return { type: 'invalid', message: `The reply is not a valid action: ${action.message}.`, reply };

    // Keep the validated action, re-serialised: the model sees its own turns in the clean format it must use.
    const turn: ChatMessage[] = [
      { role: 'user', text },
      { role: 'assistant', text: JSON.stringify(action.value) },
    ];
    if (action.value.action === 'answer') {
      history.push(...turn);
      return { type: 'answer', text: action.value.response };
    }
    const checked = options.tools.checkCall(action.value.tool, action.value.parameters);
    if (!checked.ok) return { type: 'tool', result: checked.result };
    const result = await runTool(checked.call, {
      registry: options.tools,
      context: options.context,
      ...approval(signal),
    });
    if (result === 'cancelled') return { type: 'cancelled' };
    history.push(...turn, { role: 'user', text: recordOfResult(result) });
    return { type: 'tool', result };
  }

  function approval(signal: AbortSignal | undefined) {
    return { approve: options.approve, ...(signal ? { signal } : {}) };
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
// #endregion chat-agent

/** How a tool's result is written into the history, so that the next turn knows what happened. */
function recordOfResult(result: ToolCallResult): string {
  return `Tool result (shown to the person): ${JSON.stringify(result)}`;
}
