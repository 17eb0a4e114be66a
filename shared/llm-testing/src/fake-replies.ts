/** Scripted answers for the fake servers in `fake-servers.ts`, in each provider's REST shape. */

/** What the fake server answers: `body` is sent as JSON, or as is when it is a string (for broken bodies). */
export interface ScriptedResponse {
  readonly status?: number;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Wait this long before answering, to test time limits and Ctrl-C. */
  readonly delayMs?: number;
}

/** A Gemini `generateContent` answer with one candidate of text, and token counts. */
export function geminiText(text: string, usage = { inputTokens: 12, outputTokens: 5 }): ScriptedResponse {
  return {
    body: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: {
        promptTokenCount: usage.inputTokens,
        candidatesTokenCount: usage.outputTokens,
        totalTokenCount: usage.inputTokens + usage.outputTokens,
      },
      modelVersion: 'fake-gemini',
    },
  };
}

/**
 * A Gemini answer from a thinking model: a `thought: true` part with its reasoning (which is not the reply), then
 * the text, and `thoughtsTokenCount` beside the other counts.
 */
export function geminiThinkingText(
  thought: string,
  text: string,
  usage = { inputTokens: 12, outputTokens: 5, thinkingTokens: 700 },
): ScriptedResponse {
  return {
    body: {
      candidates: [
        {
          content: { role: 'model', parts: [{ text: thought, thought: true }, { text }] },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount: usage.inputTokens,
        candidatesTokenCount: usage.outputTokens,
        thoughtsTokenCount: usage.thinkingTokens,
        totalTokenCount: usage.inputTokens + usage.outputTokens + usage.thinkingTokens,
      },
      modelVersion: 'fake-gemini',
    },
  };
}

/** A Gemini error in the shape Google's APIs use: `{ error: { code, message, status, details } }`. */
export function geminiError(
  status: number,
  message: string,
  statusName = 'ERROR',
  details?: unknown[],
): ScriptedResponse {
  return { status, body: { error: { code: status, message, status: statusName, ...(details ? { details } : {}) } } };
}

/** An OpenAI chat completion with one choice of text, and token counts. */
export function openAIText(text: string, usage = { inputTokens: 12, outputTokens: 5 }): ScriptedResponse {
  return {
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      model: 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: {
        prompt_tokens: usage.inputTokens,
        completion_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
    },
  };
}

/**
 * A chat completion from a reasoning model served locally (Qwen3, DeepSeek-R1 distills): it thinks aloud in a
 * `<think>` block before its JSON, and vLLM-style servers also put the reasoning in `reasoning_content`.
 */
export function openAIReasoningText(reasoning: string, text: string): ScriptedResponse {
  const reply = openAIText(`<think>\n${reasoning}\n</think>\n\n${text}`);
  const body = reply.body as { choices: Array<{ message: Record<string, unknown> }> };
  body.choices[0]!.message.reasoning_content = reasoning;
  return reply;
}

/** An OpenAI error: `{ error: { message, type, code } }`. */
export function openAIError(status: number, message: string, type = 'invalid_request_error'): ScriptedResponse {
  return { status, body: { error: { message, type, code: null } } };
}
