import { EmptyReplyError, LlmError } from '../errors.ts';
import { redact } from '../redact.ts';
import { errorFromStatus, type ProviderWords, safeCause, transportError } from './http-errors.ts';

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
    const reason = JSON.stringify(body?.error?.details ?? '');
    return errorFromStatus(
      {
        status: error.status,
        detail: typeof body?.error?.message === 'string' ? body.error.message : error.message,
        retryAfterSeconds: retryDelaySeconds(body),
        keyRejected: error.status === 400 && /API_KEY_INVALID|API key not valid/i.test(`${reason} ${error.message}`),
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
