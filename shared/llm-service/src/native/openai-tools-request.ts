import type { ConversationEntry, ToolCallingRequest } from './tool-calling-types.ts';

/** A Chat Completions message, as sent. */
type WireMessage = Record<string, unknown>;

/** Each history entry's messages, made once: entries never change, and re-encoding them every step is waste. */
const converted = new WeakMap<ConversationEntry, WireMessage[]>();

// #region openai-tools-request
/**
 * Our request as a Chat Completions body with tools (https://platform.openai.com/docs/guides/function-calling):
 * `tools` of type `function`, `tool_choice` `auto` or `none` (the last step), and `parallel_tool_calls`, which OpenAI
 * turns on by default and llama.cpp's server only when asked (https://github.com/ggml-org/llama.cpp/blob/master/docs/function-calling.md).
 * Ollama serves tools on the same endpoint (https://ollama.com/blog/tool-support), streamed since May 2025
 * (https://ollama.com/blog/streaming-tool). A streamed request asks for usage in the last chunk.
 */
export function toToolCompletionRequest(
  model: string,
  request: ToolCallingRequest,
  stream: boolean,
  ignoresToolChoice = false,
): WireMessage {
  const system = request.systemInstruction ? [{ role: 'system', content: request.systemInstruction }] : [];
  // A server that ignores `tool_choice` cannot be told `none`: it is sent no tools, and the history as text.
  const withoutTools = ignoresToolChoice && request.toolChoice === 'none';
  return {
    model,
    messages: [...system, ...(withoutTools ? foldedMessages(request.history) : toOpenAIMessages(request.history))],
    ...(request.tools.length > 0 && !withoutTools
      ? {
          tools: request.tools.map((tool) => ({
            type: 'function',
            function: { name: tool.name, description: tool.description, parameters: tool.parameters },
          })),
          tool_choice: request.toolChoice ?? 'auto',
          parallel_tool_calls: true,
        }
      : {}),
    stream,
    ...(stream ? { stream_options: { include_usage: true } } : {}),
  };
}
// #endregion openai-tools-request

/**
 * The history with every call and result written out as text, for a request that declares no tools: a call becomes
 * a line of the assistant's message, the results of a step one user message. Turns still alternate, since results
 * stood where a user turn stands, and no `tool_calls` or `tool` message is left for a server or chat template that
 * needs the tools declared to render them. The model reads what was done, and has no tool syntax to copy.
 */
export function foldedMessages(history: readonly ConversationEntry[]): WireMessage[] {
  return history.map(foldedMessage);
}

function foldedMessage(entry: ConversationEntry): WireMessage {
  switch (entry.type) {
    case 'user-input':
    case 'feedback':
      return { role: 'user', content: entry.text };
    case 'answer':
      return { role: 'assistant', content: entry.text };
    case 'tool-calls': {
      const calls = entry.calls.map((call) => `(I called ${call.name} with ${JSON.stringify(call.args ?? {})}.)`);
      return { role: 'assistant', content: [...(entry.text ? [entry.text] : []), ...calls].join('\n') };
    }
    case 'tool-results': {
      const results = entry.results.map(
        (result) =>
          `${result.name}: ${JSON.stringify('error' in result ? { error: result.error } : { output: result.output })}`,
      );
      return { role: 'user', content: ['Results of the tools you called:', ...results].join('\n') };
    }
  }
}

/** The history as Chat Completions messages: calls on the assistant's message, each result as a `tool` message. */
export function toOpenAIMessages(history: readonly ConversationEntry[]): WireMessage[] {
  return history.flatMap((entry) => {
    let messages = converted.get(entry);
    if (messages === undefined) {
      messages = messagesOf(entry);
      converted.set(entry, messages);
    }
    return messages;
  });
}

function messagesOf(entry: ConversationEntry): WireMessage[] {
  switch (entry.type) {
    case 'user-input':
    case 'feedback':
      return [{ role: 'user', content: entry.text }];
    case 'answer':
      return [{ role: 'assistant', content: entry.text }];
    case 'tool-calls':
      return [
        {
          role: 'assistant',
          content: entry.text ?? null,
          tool_calls: entry.calls.map((call) => ({
            id: call.id,
            type: 'function',
            // The arguments exactly as the model wrote them, even when they were not JSON.
            function: { name: call.name, arguments: call.echo?.arguments ?? JSON.stringify(call.args ?? {}) },
          })),
        },
      ];
    case 'tool-results':
      return entry.results.map((result) => ({
        role: 'tool',
        tool_call_id: result.callId,
        content: JSON.stringify('error' in result ? { error: result.error } : { output: result.output }),
      }));
  }
}
