import { EmptyReplyError, LlmError } from '../errors.ts';
import { redact, sliceRedacted } from '../redact.ts';
import { type ProviderWords, safeCause, transportError } from './http-errors.ts';
import { errorFromStatus, type ProblemKind } from './status-errors.ts';

/** The body of a Google API error: `{ error: { code, message, status, details } }`. */
interface GoogleErrorBody {
  readonly error?: {
    readonly message?: unknown;
    readonly status?: unknown;
    readonly details?: unknown;
  };
}

/**
 * Turns whatever `@google/genai` threw into the error family. The SDK throws an `ApiError` whose `status` is the
 * HTTP status and whose `message` is the error body as JSON; it does not expose response headers, so the wait a 429
 * asks for is read from the body's `google.rpc.RetryInfo` (`retryDelay: "37s"`). Connection failures arrive as
 * fetch's `TypeError`, an unreadable body as a `SyntaxError`.
 */
export function mapGeminiError(error: unknown, words: ProviderWords): LlmError {
  if (error instanceof LlmError) return error;
  if (isApiError(error)) {
    const body = parseBody(error.message);
    const message = typeof body?.error?.message === 'string' ? body.error.message : error.message;
    const quota = quotaId(body);
    return errorFromStatus(
      {
        status: error.status,
        detail: message,
        retryAfterSeconds: retryDelaySeconds(body),
        problem: problemOf(error.status, body, message, quota),
        ...(quota ? { quota } : {}),
        cause: error,
      },
      words,
    );
  }
  const transport = transportError(error, words);
  if (transport) return transport;
  // A JSON parser's message quotes the start of the body, cut off where it likes: a key the server echoed there
  // would be cut mid-way and slip past redaction. Say what went wrong without quoting the body.
  const message =
    error instanceof SyntaxError
      ? 'not valid JSON, or cut short'
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error);
  return new EmptyReplyError(
    'bad-response',
    `${words.name} sent a reply that could not be read (${redact(message).slice(0, 160)}): ` +
      `check that ${words.urlSetting} points at the Gemini API, or try again.`,
    { provider: words.provider, cause: safeCause(error) },
  );
}

/**
 * What a Google error body says the problem is. The shapes come from Google's docs (google.rpc error model:
 * https://ai.google.dev/api/rest and https://cloud.google.com/apis/design/errors): `ErrorInfo.reason`
 * `API_KEY_INVALID` for a bad key; a `QuotaFailure` whose quota id names a day (`…PerDay…`) for a used-up daily
 * quota; status `FAILED_PRECONDITION` "User location is not supported" where the API is not offered; 404
 * `NOT_FOUND` for a model that does not exist (or was shut down); `INVALID_ARGUMENT` naming the token count or the
 * schema for a context that is too long or a schema it refused; a 429 whose quota `limit: 0` says the free tier has
 * no such model for this key; "Developer instruction is not enabled" from models that take no system instruction
 * (Gemma); "Thinking level … is not supported" for a level the model lacks.
 */
function problemOf(
  status: number,
  body: GoogleErrorBody | undefined,
  message: string,
  quota: string | undefined,
): ProblemKind | undefined {
  const details = JSON.stringify(body?.error?.details ?? '');
  if (/API_KEY_INVALID|API key not valid/i.test(`${details} ${message}`)) return 'key';
  // A limit of 0 is not a quota used up: the free tier does not include this model for this key.
  if (status === 429 && (/"quotaValue":"0"/.test(details) || /\blimit: 0\b/.test(message))) return 'no-free-tier';
  if (status === 429 && quota && /PerDay/i.test(quota)) return 'daily-quota';
  if (/location is not supported|not available in your (country|region)/i.test(message)) return 'region';
  if (status === 404 && /models\/|model/i.test(message)) return 'unknown-model';
  if (status !== 400) return undefined;
  if (/token count|exceeds the maximum number of tokens|context/i.test(message)) return 'context-too-long';
  if (/schema/i.test(message)) return 'rejected-schema';
  if (/Developer instruction is not enabled/i.test(message)) return 'no-system-instruction';
  if (/thinking.?level/i.test(message)) return 'thinking-level';
  return undefined;
}

/** The quota id of a `google.rpc.QuotaFailure` detail, e.g. `GenerateRequestsPerDayPerProjectPerModel-FreeTier`. */
function quotaId(body: GoogleErrorBody | undefined): string | undefined {
  const details = body?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details) {
    const { '@type': type, violations } = (detail ?? {}) as { '@type'?: unknown; violations?: unknown };
    if (typeof type !== 'string' || !type.endsWith('QuotaFailure') || !Array.isArray(violations)) continue;
    const ids = violations.map((violation) => (violation as { quotaId?: unknown })?.quotaId);
    const daily = ids.find((id) => typeof id === 'string' && /PerDay/i.test(id));
    const first = daily ?? ids.find((id) => typeof id === 'string');
    if (typeof first === 'string') return sliceRedacted(first, 0, 100);
  }
  return undefined;
}

function isApiError(error: unknown): error is Error & { status: number } {
  return (
    error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number'
  );
}

function parseBody(message: string): GoogleErrorBody | undefined {
  try {
    const body: unknown = JSON.parse(message);
    return typeof body === 'object' && body !== null ? (body as GoogleErrorBody) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds from a `google.rpc.RetryInfo` detail (`{ "@type": "…RetryInfo", "retryDelay": "37s" }`), if any. */
function retryDelaySeconds(body: GoogleErrorBody | undefined): number | undefined {
  const details = body?.error?.details;
  if (!Array.isArray(details)) return undefined;
  for (const detail of details) {
    const { '@type': type, retryDelay } = (detail ?? {}) as { '@type'?: unknown; retryDelay?: unknown };
    if (typeof type !== 'string' || !type.endsWith('RetryInfo') || typeof retryDelay !== 'string') continue;
    const seconds = Number.parseFloat(retryDelay);
    if (Number.isFinite(seconds)) return Math.max(0, seconds);
  }
  return undefined;
}
