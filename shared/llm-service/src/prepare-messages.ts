import type { ConversationEntry, ToolCallingModel, ToolCallingRequest } from './native/tool-calling-types.ts';
import type { ChatMessage, ModelRequest } from './types.ts';
import { toWireSchema } from './wire-schema.ts';

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

/**
 * Where a server puts the reply schema: in the `prompt`, where it takes room, or into a `grammar` that only
 * constrains sampling and takes none. Ollama does the latter: its `llm/server.go` turns `format` into a grammar with
 * `llama.SchemaToGrammar`, and its `server/prompt.go` renders only the messages and tools into the prompt.
 */
export type SchemaPlacement = 'prompt' | 'grammar';

/** A request ready to send, and how many of the oldest messages were left out to fit the budget. */
export interface PreparedRequest {
  readonly messages: ChatMessage[];
  readonly droppedMessages: number;
}

/**
 * The messages to send: same-role neighbours merged, then the oldest whole exchanges (a user message and the replies
 * after it) left out until the estimate of what is sent (system instruction, the schema as sent when it is prompt
 * text, messages) fits `budgetTokens`. The last message is always kept, and what is sent starts with a user message.
 */
export function prepareMessages(
  request: ModelRequest,
  budgetTokens: number,
  schema: SchemaPlacement = 'prompt',
): PreparedRequest {
  const messages = mergeSameRole(request.messages);
  const schemaTokens =
    request.responseSchema && schema === 'prompt'
      ? estimateTokens(JSON.stringify(toWireSchema(request.responseSchema)))
      : 0;
  const start = firstKept(
    messages.map((message) => estimateTokens(message.text)),
    (index) => index === messages.length - 1 || messages[index]!.role === 'user',
    estimateTokens(request.systemInstruction) + schemaTokens,
    budgetTokens,
  );
  return { messages: messages.slice(start), droppedMessages: start };
}

/**
 * The same for native tool calling: the oldest whole turns (a person's message and every call, result and answer
 * after it) left out until the system instruction, the tool declarations and the history fit. A turn is never cut,
 * so no result loses its call and what is sent starts with the person; the current turn is always kept.
 */
export function prepareHistory(
  request: ToolCallingRequest,
  budgetTokens: number,
): { readonly history: readonly ConversationEntry[]; readonly droppedEntries: number } {
  const { history } = request;
  const start = firstKept(
    history.map(entryTokens),
    (index) => history[index]!.type === 'user-input',
    estimateTokens(request.systemInstruction) + estimateTokens(JSON.stringify(request.tools)),
    budgetTokens,
  );
  return { history: start === 0 ? history : history.slice(start), droppedEntries: start };
}

/** What an entry costs as sent: its text, calls and results, without the provider's opaque signatures. */
function entryTokens(entry: ConversationEntry): number {
  return estimateTokens(JSON.stringify(entry, (key, value: unknown) => (key === 'echo' ? undefined : value)));
}

/**
 * Where the request starts: the earliest place it may start (index 0, or one `canStart` allows) from which the items
 * fit beside `fixedTokens`; when none fits, the last such place, so the latest exchange is still sent whole.
 */
function firstKept(
  costs: readonly number[],
  canStart: (index: number) => boolean,
  fixedTokens: number,
  budgetTokens: number,
): number {
  let total = costs.reduce((sum, cost) => sum + cost, fixedTokens);
  let lastStart = 0;
  for (const [index, cost] of costs.entries()) {
    if (index === 0 || canStart(index)) {
      if (total <= budgetTokens) return index;
      lastStart = index;
    }
    total -= cost;
  }
  return lastStart;
}

/** A provider's context budget: the tokens a request may use, and one notice when old turns start being left out. */
export interface ContextBudget {
  readonly tokens: number;
  /** Told how many messages or entries a request left out; tells the person the first time it is more than none. */
  noteDropped(count: number): void;
}

/** A {@link ContextBudget} whose notice names `providerName` and goes to `onNotice` (e.g. `terminal.info`). */
export function createContextBudget(
  tokens: number,
  providerName: string,
  onNotice: ((message: string) => void) | undefined,
): ContextBudget {
  let noticed = false;
  return {
    tokens,
    noteDropped(count) {
      if (count === 0 || noticed) return;
      noticed = true;
      onNotice?.(trimNotice(providerName, tokens));
    },
  };
}

/** A tool-calling model that sends each request trimmed to `budget` with {@link prepareHistory}. */
export function withContextBudget(model: ToolCallingModel, budget: ContextBudget): ToolCallingModel {
  return {
    provider: model.provider,
    label: model.label,
    generate(request) {
      const prepared = prepareHistory(request, budget.tokens);
      budget.noteDropped(prepared.droppedEntries);
      return model.generate(prepared.droppedEntries === 0 ? request : { ...request, history: prepared.history });
    },
  };
}

/** The one-line notice for the person the first time a conversation no longer fits. */
export function trimNotice(providerName: string, budgetTokens: number): string {
  return (
    `The conversation no longer fits ${providerName}'s context budget (about ${budgetTokens} tokens): the oldest ` +
    'turns are no longer sent to the model. /reset starts over; LLM_CONTEXT_TOKENS changes the budget.'
  );
}
