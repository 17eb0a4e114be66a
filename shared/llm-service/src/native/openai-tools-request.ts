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
export function toToolCompletionRequest(model: string, request: ToolCallingRequest, stream: boolean): WireMessage {
  const system = request.systemInstruction ? [{ role: 'system', content: request.systemInstruction }] : [];
  return {
    model,
    messages: [...system, ...toOpenAIMessages(request.history)],
    ...(request.tools.length > 0
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
 * The request for a server that ignores `tool_choice` (Ollama's `/v1` has no such field), on a step that must not
 * call tools: no tools declared, and every call and result so far written out as text, a call as a line of the
 * model's turn and a step's results as one note in the person's. Turns still alternate, since results stood where a
 * person's turn stands, and no `tool_calls` or `tool` message is left for a chat template that needs the tools
 * declared to render them: the model reads what was done, with no tool syntax to copy.
 */
export function withoutTools(request: ToolCallingRequest): ToolCallingRequest {
  return { ...request, tools: [], history: request.history.map(writtenOut) };
}

function writtenOut(entry: ConversationEntry): ConversationEntry {
  switch (entry.type) {
    case 'tool-calls': {
      const calls = entry.calls.map((call) => `(I called ${call.name} with ${JSON.stringify(call.args ?? {})}.)`);
      return { type: 'answer', text: [...(entry.text ? [entry.text] : []), ...calls].join('\n') };
    }
    case 'tool-results': {
      const results = entry.results.map(
        (result) =>
          `${result.name}: ${JSON.stringify('error' in result ? { error: result.error } : { output: result.output })}`,
      );
      return { type: 'feedback', text: ['Results of the tools you called:', ...results].join('\n') };
    }
    default:
      return entry;
  }
}

/** The history as Chat Completions messages: calls on the assistant's message, each result as a `tool` message. */
function toOpenAIMessages(history: readonly ConversationEntry[]): WireMessage[] {
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
