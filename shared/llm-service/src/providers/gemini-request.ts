import type { GenerateContentParameters } from '@google/genai';
import type { ModelRequest } from '../types.ts';
import { toWireSchema } from '../wire-schema.ts';

// #region gemini-default
/**
 * The Gemini model used when neither `--model` nor `GEMINI_MODEL` names one. Change it here when Google retires it.
 * Chosen (November 2026) from https://ai.google.dev/gemini-api/docs/models and .../deprecations: gemini-2.5-flash
 * and gemini-2.5-pro are deprecated (shutdown announced for December 2026), and Google names gemini-3.5-flash-lite
 * as gemini-2.5-flash's replacement. It is a stable (GA) Gemini 3 Flash-family model a free-tier key can call, with
 * a far larger free daily quota than the full Flash models (whose free tier allows only a few dozen requests a
 * day, too few for an agent that makes several requests per message). For harder tasks: GEMINI_MODEL=gemini-3.8-flash.
 */
export const DEFAULT_GEMINI_MODEL = 'gemini-3.5-flash-lite';
// #endregion gemini-default

/** Gemini 3 thinking levels (`thinkingConfig.thinkingLevel`), lowest first. */
export const THINKING_LEVELS = ['minimal', 'low', 'medium', 'high'] as const;

/** A Gemini 3 thinking level. */
export type ThinkingLevel = (typeof THINKING_LEVELS)[number];

// #region gemini-request
/**
 * Our request in Gemini's terms: `assistant` is `model`; the system instruction, JSON mode and the thinking level
 * go in `config` (https://ai.google.dev/gemini-api/docs/thinking: Gemini 3 takes `thinkingLevel`).
 */
export function toGeminiRequest(
  model: string,
  request: ModelRequest,
  signal: AbortSignal,
  thinkingLevel: ThinkingLevel = 'low',
): GenerateContentParameters {
  return {
    model,
    contents: request.messages.map((message) => ({
      role: message.role === 'assistant' ? 'model' : 'user',
      parts: [{ text: message.text }],
    })),
    config: {
      ...(request.systemInstruction ? { systemInstruction: request.systemInstruction } : {}),
      ...(request.responseSchema
        ? { responseMimeType: 'application/json', responseJsonSchema: toWireSchema(request.responseSchema) }
        : {}),
      ...(usesThinkingLevel(model) ? { thinkingConfig: { thinkingLevel: thinkingLevel.toUpperCase() } } : {}),
      abortSignal: signal,
      automaticContinuation: false,
    },
  } as GenerateContentParameters;
}

/** Gemini 1.x and 2.x models refuse `thinkingLevel` (2.5 used a token budget instead); later ones take it. */
function usesThinkingLevel(model: string): boolean {
  return !/^(models\/)?gemini-[12]\./.test(model);
}
// #endregion gemini-request
