import type { Clock } from '@scheduling-agent/clock';
import {
  CancelledError,
  type ChatMessage,
  createValidator,
  type LanguageModel,
  LlmError,
} from '@scheduling-agent/llm-service';
import { parseJSONFromString } from '@scheduling-agent/reply-extraction';
import { type Action, actionSchema } from './action-schema.ts';
import { buildSystemInstruction } from './system-instruction.ts';

/** How one turn ended: an answer, a reply that was not a valid action, a model/transport error, or a cancel. */
export type TurnResult =
  | { readonly type: 'answer'; readonly text: string }
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

const validateAction = createValidator<Action>(actionSchema);

// #region chat-agent
/**
 * Part 1's agent. Each message goes to the model with the whole history and the system instruction; the reply is
 * parsed, validated against the action schema, and kept. A turn that fails leaves the history as it was, so a bad
 * reply never becomes part of the conversation.
 */
export function createChatAgent(options: { model: LanguageModel; clock: Clock }): ChatAgent {
  const history: ChatMessage[] = [];

  async function send(text: string, signal?: AbortSignal): Promise<TurnResult> {
    const messages: ChatMessage[] = [...history, { role: 'user', text }];
    let reply: string;
    try {
      const response = await options.model.generate({
        systemInstruction: buildSystemInstruction(options.clock),
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
    history.push({ role: 'user', text }, { role: 'assistant', text: JSON.stringify(action.value) });
    return { type: 'answer', text: action.value.response };
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
