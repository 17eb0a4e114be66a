import type { Content, FunctionCallingConfigMode, GenerateContentParameters, Part } from '@google/genai';
import type { ThinkingLevel } from '../providers/gemini-request.ts';
import type { ConversationEntry, ProviderEcho, ToolCallingRequest, ToolResultMessage } from './tool-calling-types.ts';

/** Each history entry's Gemini content, made once: entries never change, and re-encoding them every step is waste. */
const converted = new WeakMap<ConversationEntry, Content>();

// #region gemini-tools-request
/**
 * Our request in Gemini's function-calling terms (https://ai.google.dev/gemini-api/docs/function-calling): the tools
 * as `functionDeclarations` with `parametersJsonSchema`, `toolConfig.functionCallingConfig.mode` `AUTO`, or `NONE`
 * on the last step ("same as when not passing any function declarations", but the history's calls stay valid). No
 * JSON mode: Gemini 2.5 cannot combine it with function calling. The thinking level is the text provider's.
 */
export function toGeminiToolRequest(
  model: string,
  request: ToolCallingRequest,
  signal: AbortSignal,
  thinkingLevel: ThinkingLevel = 'low',
): GenerateContentParameters {
  const mode = (request.toolChoice === 'none' ? 'NONE' : 'AUTO') as FunctionCallingConfigMode;
  return {
    model,
    contents: toGeminiContents(request.history),
    config: {
      ...(request.systemInstruction ? { systemInstruction: request.systemInstruction } : {}),
      ...(request.tools.length > 0
        ? {
            tools: [
              {
                functionDeclarations: request.tools.map((tool) => ({
                  name: tool.name,
                  description: tool.description,
                  parametersJsonSchema: tool.parameters,
                })),
              },
            ],
            toolConfig: { functionCallingConfig: { mode } },
          }
        : {}),
      // Gemini 1.x and 2.x refuse `thinkingLevel` (https://ai.google.dev/gemini-api/docs/thinking).
      ...(/^(models\/)?gemini-[12]\./.test(model)
        ? {}
        : { thinkingConfig: { thinkingLevel: thinkingLevel.toUpperCase() } }),
      abortSignal: signal,
      // The SDK would otherwise call our tools itself (automatic function calling); the loop does that.
      automaticFunctionCalling: { disable: true },
      automaticContinuation: false,
    },
  } as GenerateContentParameters;
}
// #endregion gemini-tools-request

/** The history as Gemini `contents`: the model's turns in role `model`, everything else in role `user`. */
function toGeminiContents(history: readonly ConversationEntry[]): Content[] {
  return history.map((entry, index) => {
    let content = converted.get(entry);
    if (content === undefined) {
      content = contentOf(entry, history, index);
      converted.set(entry, content);
    }
    return content;
  });
}

function contentOf(entry: ConversationEntry, history: readonly ConversationEntry[], index: number): Content {
  switch (entry.type) {
    case 'user-input':
    case 'feedback':
      return { role: 'user', parts: [{ text: entry.text }] };
    case 'answer':
      return { role: 'model', parts: [{ text: entry.text, ...signature(entry.echo) }] };
    case 'tool-calls':
      return {
        role: 'model',
        parts: [
          ...(entry.text ? [{ text: entry.text, ...signature(entry.echo) }] : []),
          // Every part exactly as Gemini sent it: its own id (if any) and its thought signature, untouched.
          ...entry.calls.map(
            (call): Part => ({
              functionCall: {
                name: call.name,
                args: isObject(call.args) ? call.args : {},
                ...(call.echo?.id ? { id: call.echo.id } : {}),
              },
              ...signature(call.echo),
            }),
          ),
        ],
      };
    case 'tool-results': {
      const providerIds = providerIdsBefore(history, index);
      return { role: 'user', parts: entry.results.map((result) => functionResponse(result, providerIds)) };
    }
  }
}

/** A `functionResponse` part: `response` uses the documented `output` and `error` keys. */
function functionResponse(result: ToolResultMessage, providerIds: ReadonlySet<string>): Part {
  return {
    functionResponse: {
      name: result.name,
      ...(providerIds.has(result.callId) ? { id: result.callId } : {}),
      response: 'error' in result ? { error: result.error } : { output: result.output },
    },
  };
}

/** The ids Gemini itself gave the calls these results answer (the nearest `tool-calls` entry before them). */
function providerIdsBefore(history: readonly ConversationEntry[], index: number): ReadonlySet<string> {
  for (let at = index - 1; at >= 0; at--) {
    const entry = history[at];
    if (entry?.type === 'tool-calls') {
      return new Set(entry.calls.flatMap((call) => (call.echo?.id ? [call.echo.id] : [])));
    }
  }
  return new Set();
}

function signature(echo: ProviderEcho | undefined): { thoughtSignature?: string } {
  return echo?.thoughtSignature ? { thoughtSignature: echo.thoughtSignature } : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
