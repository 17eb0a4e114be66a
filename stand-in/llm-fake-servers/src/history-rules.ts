/**
 * The rules real servers apply to the history of a conversation, text or function calling, so the fake servers
 * refuse what the real ones refuse, with their words. Each is a rule a real server enforces on the history it is sent:
 * - Gemini: turns alternate between `user` and `model` ("Please ensure that multiturn requests alternate between user
 *   and model", HTTP 400; the SDK's own chat history inserts an empty model turn to keep it so, `recordHistory` in
 *   `@google/genai`), no content has empty parts, and a turn of function responses answers every call of the model
 *   turn before it ("Please ensure that the number of function response parts is equal to the number of function call
 *   parts of the function call turn", HTTP 400).
 * - OpenAI: an assistant message with `tool_calls` is followed by a `tool` message for each `tool_call_id`, and a
 *   `tool` message answers a call made just before it (both HTTP 400,
 *   https://platform.openai.com/docs/guides/function-calling).
 * - Ollama's `/v1` turns each call's `arguments` back into JSON and refuses the request when they are not (HTTP 400
 *   "invalid tool call arguments", `FromCompletionToolCall` in ollama/ollama `openai/openai.go`).
 * - llama.cpp with most chat templates: two user or two assistant messages in a row raise "Conversation roles must
 *   alternate user/assistant/user/assistant/..." in the Jinja template, which the server answers with HTTP 500.
 */
import { geminiError } from './gemini-replies.ts';
import { openAIError } from './openai-replies.ts';
import type { ScriptedResponse } from './scripted-response.ts';
import type { ServerFlavor } from './server-rules.ts';

type Part = Record<string, unknown>;
type Content = { role?: string; parts?: Part[] };

/** Gemini's refusal of this `generateContent` body's history, or `undefined` when Gemini would answer it. */
export function checkGeminiHistory(body: unknown): ScriptedResponse | undefined {
  const contents = ((body as { contents?: Content[] } | undefined)?.contents ?? []) as Content[];
  for (const [index, content] of contents.entries()) {
    const parts = content.parts ?? [];
    if (parts.length === 0) {
      return geminiError(400, `* GenerateContentRequest.contents[${index}].parts: contents.parts must not be empty.\n`);
    }
    const before = contents[index - 1];
    if (before && before.role === content.role) {
      return geminiError(
        400,
        'Please ensure that multiturn requests alternate between user and model.',
        'INVALID_ARGUMENT',
      );
    }
    const responses = parts.filter((part) => part.functionResponse).length;
    const calls = (before?.parts ?? []).filter((part) => part.functionCall).length;
    if ((responses > 0 || calls > 0) && content.role === 'user' && responses !== calls) {
      return geminiError(
        400,
        'Please ensure that the number of function response parts is equal to the number of function call parts of ' +
          'the function call turn.',
        'INVALID_ARGUMENT',
      );
    }
  }
  return undefined;
}

interface Message {
  role?: string;
  tool_call_id?: string;
  tool_calls?: { id?: string; function?: { arguments?: unknown } }[];
}

/**
 * This server's refusal of a chat completion body's messages, or `undefined` when it would answer them. Every flavor
 * keeps OpenAI's rule about tool messages; without a flavor nothing else is refused.
 */
export function checkOpenAIHistory(flavor: ServerFlavor | undefined, body: unknown): ScriptedResponse | undefined {
  const messages = ((body as { messages?: Message[] } | undefined)?.messages ?? []) as Message[];
  let open: string[] = [];
  for (const [index, message] of messages.entries()) {
    if (message.role === 'tool') {
      if (!open.includes(message.tool_call_id ?? '')) {
        return openAIError(
          400,
          `Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.`,
        );
      }
      open = open.filter((id) => id !== message.tool_call_id);
      continue;
    }
    if (open.length > 0) {
      return openAIError(
        400,
        `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. ` +
          `The following tool_call_ids did not have response messages: ${open.join(', ')}`,
      );
    }
    open = (message.tool_calls ?? []).map((call) => call.id ?? '');
    if (
      (flavor === 'ollama' || flavor === 'ollama-0.12') &&
      message.tool_calls?.some((call) => !isJsonText(call.function?.arguments))
    ) {
      return openAIError(400, 'invalid tool call arguments');
    }
    const before = messages[index - 1]?.role;
    if (flavor === 'llama.cpp' && message.role !== 'system' && message.role === before) {
      return openAIError(500, 'Conversation roles must alternate user/assistant/user/assistant/...', 'server_error');
    }
  }
  return undefined;
}

function isJsonText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
