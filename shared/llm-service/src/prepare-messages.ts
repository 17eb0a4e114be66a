import type { ChatMessage, ModelRequest } from './types.ts';

/**
 * Joins messages of the same role that follow each other (a failed call mid-turn can leave `…, user, user`). Chat
 * templates that require alternation (llama.cpp's, vLLM's for many models, Ollama's for some) refuse two in a row,
 * so no provider ever sends them.
 */
export function mergeSameRole(messages: readonly ChatMessage[]): ChatMessage[] {
  const merged: ChatMessage[] = [];
  for (const message of messages) {
    const last = merged.at(-1);
    if (last && last.role === message.role)
      merged[merged.length - 1] = { role: last.role, text: `${last.text}\n\n${message.text}` };
    else merged.push(message);
  }
  return merged;
}

/**
 * A rough token count: about three characters a token, on the safe side for English, JSON and dates (real
 * tokenizers give three to four). Only used to keep a request under a budget, never reported as usage.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 3);
}

/** A request ready to send, and how many of the oldest messages were left out to fit the budget. */
export interface PreparedRequest {
  readonly messages: ChatMessage[];
  readonly droppedMessages: number;
}

/**
 * The messages to send: same-role neighbours merged, then the oldest whole exchanges (a user message and the replies
 * after it) left out until the estimate of system instruction, schema and messages fits `budgetTokens`. The last
 * message is always kept, and what is sent always starts with a user message.
 */
export function prepareMessages(request: ModelRequest, budgetTokens: number): PreparedRequest {
  const messages = mergeSameRole(request.messages);
  const fixed =
    estimateTokens(request.systemInstruction) +
    (request.responseSchema ? estimateTokens(JSON.stringify(request.responseSchema)) : 0);
  let total = fixed + messages.reduce((sum, message) => sum + estimateTokens(message.text), 0);
  let start = 0;
  while (total > budgetTokens && messages.length - start > 1) {
    // Drop one exchange: the message at the front, then every reply up to the next user message.
    do {
      total -= estimateTokens(messages[start]!.text);
      start++;
    } while (start < messages.length - 1 && messages[start]!.role !== 'user');
  }
  return { messages: messages.slice(start), droppedMessages: start };
}

/** The one-line notice for the person the first time a conversation no longer fits. */
export function trimNotice(providerName: string, budgetTokens: number): string {
  return (
    `The conversation no longer fits ${providerName}'s context budget (about ${budgetTokens} tokens): the oldest ` +
    'turns are no longer sent to the model. /reset starts over; LLM_CONTEXT_TOKENS changes the budget.'
  );
}
