import {
  AuthenticationError,
  ConfigurationError,
  type LlmError,
  NetworkError,
  RateLimitError,
  ServerError,
} from '../errors.ts';
import { formatDuration, MAX_RETRY_AFTER_MS } from '../retry.ts';
import { capitalize, describeDetail, type ProviderWords, safeCause } from './http-errors.ts';

/**
 * What an error body says the problem is, when the provider says it in a machine-readable way (an error `code`,
 * a `google.rpc.ErrorInfo` reason, a quota id): each has its own cause and fix, and only some can be retried.
 */
export type ProblemKind =
  | 'key'
  | 'region'
  | 'daily-quota'
  | 'no-credit'
  | 'rejected-schema'
  | 'context-too-long'
  | 'rejected-history'
  | 'unknown-model'
  | 'no-free-tier'
  | 'no-system-instruction'
  | 'thinking-level'
  | 'tool-choice-flags';

/** An HTTP error status with what the server said about it. */
export interface HttpFailure {
  readonly status: number;
  /** The server's own explanation, if any (redacted and shortened here). */
  readonly detail?: string;
  /** Seconds the server asked us to wait (Retry-After, `retry-after-ms`, Gemini's RetryInfo). */
  readonly retryAfterSeconds?: number;
  /** What the body says the problem is, when it says it. */
  readonly problem?: ProblemKind;
  /** The quota that ran out (Gemini's `QuotaFailure` quota id), for the message. */
  readonly quota?: string;
  readonly cause?: unknown;
}

/**
 * Maps an HTTP failure to the error family with one line of cause and fix. Only what a retry can fix is retryable:
 * a rate limit whose wait fits {@link MAX_RETRY_AFTER_MS}, a 408 and a 5xx. A used-up daily quota, an account with
 * no credit, or a server asking for a longer wait stop at once and say so; each kind of refused request (schema,
 * context, region, model, key) gets its own message.
 */
export function errorFromStatus(failure: HttpFailure, words: ProviderWords): LlmError {
  const { status, retryAfterSeconds } = failure;
  const base = { provider: words.provider, status, cause: safeCause(failure.cause) };
  const detail = describeDetail(failure.detail);
  const name = capitalize(words.name);
  const refused = (message: string) => new ConfigurationError(message, words.provider);
  switch (failure.problem) {
    case 'region':
      return refused(
        `${name} is not offered where you are (HTTP ${status}${detail}): use a local model instead ` +
          '(--provider ollama, see docs/real-models.md).',
      );
    case 'daily-quota':
      return new RateLimitError(
        'rate-limit',
        `${name}'s daily quota for ${words.model} is used up (HTTP ${status}, quota ${failure.quota ?? 'per day'}): ` +
          `it resets at midnight Pacific time; until then pick another model (${words.modelHint}) or enable billing.`,
        base,
      );
    case 'no-free-tier':
      return new RateLimitError(
        'rate-limit',
        `${name} has no free tier for ${words.model} with this key (HTTP ${status}, limit: 0): this is not a used-up ` +
          `quota and waiting will not help; pick a model the free tier includes (${words.modelHint}) or enable billing.`,
        base,
      );
    case 'no-system-instruction':
      return refused(
        `${words.model} on ${words.name} takes no system instruction, which every part sends (HTTP ${status}${detail}): ` +
          `pick another model (${words.modelHint}).`,
      );
    case 'thinking-level':
      return refused(
        `${name} refused the thinking level for ${words.model} (HTTP ${status}${detail}): set GEMINI_THINKING_LEVEL ` +
          'to a level this model supports, or remove it (see "Which model, and why" in docs/real-models.md).',
      );
    case 'tool-choice-flags':
      return refused(
        `${name} was not started for tool calling (HTTP ${status}${detail}): start vLLM with ` +
          '--enable-auto-tool-choice --tool-call-parser NAME (the parser for your model, see docs/real-models.md).',
      );
    case 'no-credit':
      return new RateLimitError(
        'rate-limit',
        `${name} says the account has no credit left (HTTP ${status}, insufficient_quota): ` +
          'add credit in your account’s billing settings, or use another provider (see docs/real-models.md).',
        base,
      );
    case 'rejected-schema':
      return refused(
        `${name} refused the reply format's JSON Schema (HTTP ${status}${detail}): a tool's parameters use ` +
          'something this server cannot handle; see "Portable schemas" in docs/real-models.md.',
      );
    case 'context-too-long':
      return refused(
        `The conversation is too long for ${words.model} on ${words.name} (HTTP ${status}${detail}): type /reset ` +
          'to start over, or set LLM_CONTEXT_TOKENS lower so older turns are dropped sooner.',
      );
    case 'rejected-history':
      // A chat template's own check (llama.cpp answers it with a 500): sending it again cannot help.
      return refused(
        `${name} refused the order of the conversation's messages (HTTP ${status}${detail}): type /reset to start ` +
          'over, and see "Troubleshooting" in docs/real-models.md.',
      );
    case 'unknown-model':
      return refused(`${name} does not know the model "${words.model}" (HTTP ${status}${detail}): ${words.modelHint}.`);
    case 'key':
      return keyRejected(status, '', words, base);
    default:
      break;
  }
  if (status === 401 || status === 403) return keyRejected(status, status === 403 ? detail : '', words, base);
  if (status === 429 || status === 503) {
    const waitMs = retryAfterSeconds === undefined ? undefined : retryAfterSeconds * 1000;
    if (waitMs !== undefined && waitMs > MAX_RETRY_AFTER_MS) {
      // Waiting an hour at a prompt helps nobody: say how long the server asked for, and stop.
      const kind = status === 429 ? RateLimitError : ServerError;
      return new kind(
        status === 429 ? 'rate-limit' : 'server',
        `${name} asked to wait ${formatDuration(waitMs)} before trying again (HTTP ${status}${detail}): ` +
          `that is longer than this program waits (${formatDuration(MAX_RETRY_AFTER_MS)}), so try again later.`,
        { ...base, retryAfterSeconds: retryAfterSeconds as number },
      );
    }
  }
  const wait = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
  if (status === 429) {
    const asked = waitMessage(retryAfterSeconds);
    return new RateLimitError(
      'rate-limit',
      `${name} rate limit reached (HTTP 429${asked}${detail}): wait a minute, or check your plan's limits.`,
      { ...base, retryable: true, ...wait },
    );
  }
  if (status === 408) {
    return new NetworkError('timeout', `${name} timed out (HTTP 408${detail}): try again in a moment.`, {
      ...base,
      retryable: true,
    });
  }
  if (status >= 500) {
    return new ServerError(
      'server',
      `${name} failed on its side (HTTP ${status}${detail}): this is usually temporary, try again in a minute.`,
      { ...base, retryable: true, ...wait },
    );
  }
  if (status === 404) {
    return refused(
      `${name} has no such model or address (HTTP 404${detail}): ${words.modelHint}, and check ${words.urlSetting}.`,
    );
  }
  return refused(`${name} refused the request (HTTP ${status}${detail}): ${words.requestHint}.`);
}

function keyRejected(status: number, detail: string, words: ProviderWords, base: object): LlmError {
  return new AuthenticationError(
    'authentication',
    // A 403 says more than "bad key" (API not enabled, key reported as leaked), so keep the server's words.
    `${capitalize(words.name)} rejected the API key (HTTP ${status}${detail}): check ${words.keySetting}.`,
    base as { provider: string },
  );
}

function waitMessage(seconds: number | undefined): string {
  return seconds === undefined ? '' : `, asked to wait ${formatDuration(seconds * 1000)}`;
}
