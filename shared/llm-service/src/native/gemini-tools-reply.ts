import type { GenerateContentResponse } from '@google/genai';
import { EmptyReplyError } from '../errors.ts';
import { cutOffNotice, GEMINI_CUT_OFF } from '../providers/cut-off.ts';
import type { ProviderWords } from '../providers/http-errors.ts';
import type { TokenUsage } from '../types.ts';
import type { FinishReason, ModelToolCall, ProviderEcho, ToolCallingResponse } from './tool-calling-types.ts';

/** Finish reasons that mean Gemini withheld its answer. */
const BLOCKING = new Set(['SAFETY', 'RECITATION', 'LANGUAGE', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII']);

/**
 * Reads a Gemini function-calling reply, whole or as the chunks of a stream: text parts become the text (thoughts
 * left out), `functionCall` parts become {@link ModelToolCall}s that keep their id and `thoughtSignature` untouched. In a
 * stream the signature may come on a later chunk's empty text part, so signatures are kept wherever they arrive
 * (https://ai.google.dev/gemini-api/docs/thought-signatures). A blocked prompt or answer is an
 * {@link EmptyReplyError}; an empty reply or a malformed call is data for the loop.
 */
export class GeminiReplyCollector {
  private text = '';
  private textSignature: string | undefined;
  private readonly calls: ModelToolCall[] = [];
  private geminiFinish: string | undefined;
  private usage: TokenUsage | undefined;
  private sawCandidate = false;
  private thought = false;
  private readonly words: ProviderWords;

  constructor(words: ProviderWords) {
    this.words = words;
  }

  /** Takes one response or stream chunk; returns the text it added, for streaming to the person. */
  add(response: GenerateContentResponse): string {
    const blockReason = response.promptFeedback?.blockReason;
    if (blockReason) throw this.noReply(`blocked: ${blockReason}`);
    const usage = response.usageMetadata;
    if (typeof usage?.promptTokenCount === 'number') {
      // Thinking is billed as output (https://ai.google.dev/gemini-api/docs/thinking#pricing), so /usage counts it.
      const thinking = usage.thoughtsTokenCount ?? 0;
      this.usage = {
        inputTokens: usage.promptTokenCount,
        outputTokens: (usage.candidatesTokenCount ?? 0) + thinking,
        ...(thinking > 0 ? { thinkingTokens: thinking } : {}),
      };
    }
    const candidate = response.candidates?.[0];
    if (!candidate) return '';
    this.sawCandidate = true;
    if (candidate.finishReason) this.geminiFinish = candidate.finishReason;
    if (this.geminiFinish && BLOCKING.has(this.geminiFinish)) throw this.noReply(`blocked: ${this.geminiFinish}`);
    let added = '';
    for (const part of candidate.content?.parts ?? []) {
      if (part.thought) {
        this.thought = true;
        continue;
      }
      if (part.functionCall) {
        const { id, name, args } = part.functionCall;
        const echo: ProviderEcho = {
          ...(id ? { id } : {}),
          ...(part.thoughtSignature ? { thoughtSignature: part.thoughtSignature } : {}),
        };
        this.calls.push({
          id: id || `call_${this.calls.length + 1}`,
          name: name ?? '',
          args: args ?? {},
          ...(Object.keys(echo).length > 0 ? { echo } : {}),
        });
        continue;
      }
      if (typeof part.text === 'string') added += part.text;
      if (part.thoughtSignature && typeof part.text === 'string') this.textSignature = part.thoughtSignature;
    }
    this.text += added;
    return added;
  }

  /** True once a candidate said why it finished: a stream that ends before that was cut off on the way. */
  get finished(): boolean {
    return this.geminiFinish !== undefined;
  }

  /**
   * The step, once the reply (or the stream) is complete. A reply cut off at the output limit keeps its text with a
   * notice that says so; one cut off before any text or call is an {@link EmptyReplyError} with that notice.
   */
  finish(): ToolCallingResponse {
    if (!this.sawCandidate) throw this.noReply('no candidates');
    const finishReason = this.finishReason();
    let cutOff: string | undefined;
    if (finishReason === 'length') {
      const thinkingTokens = this.usage?.thinkingTokens;
      const notice = cutOffNotice(this.words, {
        wroteText: this.text.trim() !== '',
        reasoned: this.thought,
        ...(thinkingTokens ? { thinkingTokens } : {}),
      });
      if (this.text.trim() === '') {
        const usage = this.usage ? { usage: this.usage } : {};
        throw new EmptyReplyError('empty-reply', notice, { provider: this.words.provider, ...usage });
      }
      cutOff = notice;
    }
    return {
      text: this.text,
      toolCalls: this.calls,
      finishReason,
      ...(this.usage ? { usage: this.usage } : {}),
      ...(this.textSignature ? { echo: { thoughtSignature: this.textSignature } } : {}),
      ...(cutOff ? { cutOff } : {}),
    };
  }

  private finishReason(): FinishReason {
    if (this.calls.length > 0) return 'tool-calls';
    if (this.geminiFinish && GEMINI_CUT_OFF.has(this.geminiFinish)) return 'length';
    switch (this.geminiFinish) {
      case 'STOP':
        return 'stop';
      // Gemini's own words for a call it could not parse or did not expect: the model's mistake, so data.
      case 'MALFORMED_FUNCTION_CALL':
      case 'UNEXPECTED_TOOL_CALL':
        return 'malformed-call';
      default:
        return this.geminiFinish === undefined ? 'stop' : 'other';
    }
  }

  private noReply(reason: string): EmptyReplyError {
    const fix = reason.startsWith('blocked') ? 'rephrase the request' : 'try again, or rephrase the request';
    return new EmptyReplyError('empty-reply', `${this.words.name} returned no reply (${reason}): ${fix}.`, {
      provider: this.words.provider,
    });
  }
}
