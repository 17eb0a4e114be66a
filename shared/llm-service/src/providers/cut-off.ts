import { capitalize, type ProviderWords } from './http-errors.ts';

/**
 * How a reply that stopped at the output limit came out: whether it had any text, and whether (and how much) the
 * model had been thinking. Gemini says `MAX_TOKENS`, or `CONTINUATION` when it stopped at a per-request limit and
 * the SDK could not resume it (`FinishReason` in `@google/genai`); Chat Completions servers say
 * `finish_reason: "length"` (https://platform.openai.com/docs/api-reference/chat/object), and Ollama passes on its
 * runner's `done_reason: "length"` there (`ToChatCompletion` in ollama/ollama `openai/openai.go`).
 */
export interface CutOff {
  /** True when the reply has text: what came is shown, with the notice after it. */
  readonly wroteText: boolean;
  /** Tokens spent thinking, when counted (Gemini's `thoughtsTokenCount`, OpenAI's `reasoning_tokens`). */
  readonly thinkingTokens?: number;
  /** True when the reply carried the model's reasoning (Ollama's `reasoning`, vLLM's `reasoning_content`). */
  readonly reasoned?: boolean;
  /** True when the text cannot be used at all once cut (a JSON reply that stops midway, in Parts 1 to 3). */
  readonly unusable?: boolean;
}

/** Finish reasons that mean Gemini stopped at an output limit (`FinishReason` in `@google/genai`). */
export const GEMINI_CUT_OFF = new Set(['MAX_TOKENS', 'CONTINUATION']);

/**
 * The text of a JSON-mode reply that stopped at the output limit, when it is complete all the same (a model in JSON
 * mode may pad a finished object with whitespace up to the limit); `undefined` when it stopped midway.
 */
export function completeJson(text: string): string | undefined {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
}

/**
 * One line for the person about a reply cut off at the output limit: that it was cut, and what will help. A model
 * that spent the whole limit thinking and wrote nothing is told about its thinking, since asking again would spend it
 * the same way. The tutorial sends no output limit of its own, so the limit is the model's or the server's, and the
 * advice names the setting that raises or spares it on each provider.
 */
export function cutOffNotice(words: ProviderWords, cut: CutOff): string {
  const name = capitalize(words.name);
  const thinking = cut.thinkingTokens ? ` (${cut.thinkingTokens} thinking tokens)` : '';
  if (!cut.wroteText && (cut.thinkingTokens || cut.reasoned)) {
    return `${name} spent its whole output limit thinking${thinking} and wrote no answer: ${thinkingAdvice(words)}.`;
  }
  const what = !cut.wroteText
    ? `${name} wrote nothing`
    : cut.unusable
      ? `${name}'s reply stopped midway, so it could not be used`
      : 'The answer above is incomplete';
  // Mid-sentence, "the OpenAI-compatible server" keeps its small "the"; a name such as "ollama" gets its capital.
  const owner = /^the /.test(words.name) ? words.name : name;
  return `${what}: it was cut off at ${owner}'s output limit. ${capitalize(limitAdvice(words))}.`;
}

function thinkingAdvice(words: ProviderWords): string {
  if (words.provider === 'gemini') {
    // Thinking counts against the output limit (https://ai.google.dev/gemini-api/docs/thinking).
    return 'set GEMINI_THINKING_LEVEL=minimal (or low) so it thinks less, or ask a narrower question';
  }
  if (words.name === 'ollama') {
    return 'raise the context Ollama gives the model (OLLAMA_CONTEXT_LENGTH when you start `ollama serve`), or choose a model that thinks less';
  }
  return 'choose a model that thinks less, or raise the limit on the server (llama.cpp: --n-predict and --ctx-size; vLLM: --max-model-len)';
}

function limitAdvice(words: ProviderWords): string {
  if (words.provider === 'gemini') {
    return 'ask for a shorter answer; its thinking counts against the same limit, so GEMINI_THINKING_LEVEL=minimal leaves more room';
  }
  if (words.name === 'ollama') {
    // Ollama stops at num_predict or at a full context window (runner: DoneReasonLength).
    return 'ask for a shorter answer, or raise the context Ollama gives the model (OLLAMA_CONTEXT_LENGTH when you start `ollama serve`) or its num_predict';
  }
  if (words.host === 'api.openai.com') return 'ask for a shorter answer, or choose a model that reasons less';
  return "ask for a shorter answer, or raise the server's limit (llama.cpp: --n-predict and --ctx-size; vLLM: --max-model-len)";
}
