import type { GenerateContentResponse } from '@google/genai';
import { EmptyReplyError } from '../errors.ts';
import type { ModelResponse } from '../types.ts';
import { completeJson, cutOffNotice, GEMINI_CUT_OFF } from './cut-off.ts';
import type { ProviderWords } from './http-errors.ts';

/** Finish reasons that mean Gemini withheld its answer. */
const BLOCKING_FINISH_REASONS = new Set([
  'SAFETY',
  'RECITATION',
  'LANGUAGE',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
]);

/**
 * Reads a Gemini reply: the first candidate's text, with parts marked `thought: true` left out (they are the model's
 * reasoning, not its reply), and token counts with thinking tokens counted as output. A blocked prompt or answer,
 * no candidates, or empty text each become an {@link EmptyReplyError} that says which.
 */
export function readGeminiReply(response: GenerateContentResponse, words: ProviderWords): ModelResponse {
  const blockReason = response.promptFeedback?.blockReason;
  if (blockReason) throw noText(`blocked: ${blockReason}`, 'rephrase the request', words);
  const candidate = response.candidates?.[0];
  if (!candidate) throw noText('no candidates', 'try again, or rephrase the request', words);
  const finishReason = candidate.finishReason;
  if (finishReason && BLOCKING_FINISH_REASONS.has(finishReason)) {
    throw noText(`blocked: ${finishReason}`, 'rephrase the request', words);
  }
  const text = (candidate.content?.parts ?? [])
    .filter((part) => typeof part.text === 'string' && !part.thought)
    .map((part) => part.text)
    .join('');
  const usage = response.usageMetadata;
  // Cut off at the output limit: a JSON reply that stopped midway is no reply, and asking again would cut it again.
  if (finishReason && GEMINI_CUT_OFF.has(finishReason) && completeJson(text) === undefined) {
    const thinkingTokens = usage?.thoughtsTokenCount ?? 0;
    const notice = cutOffNotice(words, {
      wroteText: text.trim() !== '',
      unusable: true,
      reasoned: (candidate.content?.parts ?? []).some((part) => part.thought === true),
      ...(thinkingTokens > 0 ? { thinkingTokens } : {}),
    });
    throw new EmptyReplyError('empty-reply', notice, { provider: words.provider });
  }
  if (text.trim() === '') {
    throw noText(`empty, finish reason: ${finishReason ?? 'none'}`, 'try again, or rephrase the request', words);
  }
  if (typeof usage?.promptTokenCount !== 'number') return { text };
  // Thinking is billed as output (https://ai.google.dev/gemini-api/docs/thinking#pricing), so /usage counts it.
  const thinking = usage.thoughtsTokenCount ?? 0;
  const outputTokens = (usage.candidatesTokenCount ?? 0) + thinking;
  return {
    text,
    usage: { inputTokens: usage.promptTokenCount, outputTokens, ...(thinking > 0 ? { thinkingTokens: thinking } : {}) },
  };
}

function noText(reason: string, fix: string, words: ProviderWords): EmptyReplyError {
  return new EmptyReplyError('empty-reply', `${words.name} returned no text (${reason}): ${fix}.`, {
    provider: words.provider,
  });
}
