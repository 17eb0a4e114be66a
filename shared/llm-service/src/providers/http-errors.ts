import { CancelledError, type LlmError, NetworkError } from '../errors.ts';
import { redact } from '../redact.ts';

/** How a provider names itself and its settings in failure messages. */
export interface ProviderWords {
  /** Provider id stored on errors: `gemini`, `openai-compatible`. */
  readonly provider: string;
  /** Name for people: `Gemini`, `ollama`. */
  readonly name: string;
  /** Host (and port) the provider talks to, for "could not reach" messages. */
  readonly host: string;
  /** Where the key comes from, e.g. `GEMINI_API_KEY in .env or your environment`. */
  readonly keySetting: string;
  /** Where the server address comes from, e.g. `GOOGLE_GEMINI_BASE_URL`. */
  readonly urlSetting: string;
  /** How to fix a failed connection, e.g. `check your connection or GOOGLE_GEMINI_BASE_URL`. */
  readonly unreachableHint: string;
  /** How to fix a request the server refused for a reason we could not tell. */
  readonly requestHint: string;
  /** The model asked for, e.g. `gemini-3.5-flash-lite`. */
  readonly model: string;
  /** How to find a model this server offers, e.g. ``run `npm run models -- --provider gemini` ``. */
  readonly modelHint: string;
}

const NETWORK_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  UND_ERR_SOCKET: 'connection closed',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  CERT_HAS_EXPIRED: 'TLS certificate problem',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate problem',
};

/**
 * The error for a request that never got an HTTP answer: an abort becomes {@link CancelledError} (the retry loop
 * turns it into a timeout when the time limit fired), a failed connection or a dropped body becomes a retryable
 * {@link NetworkError}. Returns `undefined` for anything else.
 */
export function transportError(error: unknown, words: ProviderWords): LlmError | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return new CancelledError(words.provider);
  const code = errorCode(error);
  const isFetchFailure =
    error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated');
  if (!isFetchFailure && (code === undefined || !(code in NETWORK_CODES))) return undefined;
  const reason = (code && NETWORK_CODES[code]) ?? code?.toLowerCase() ?? 'connection failed';
  return new NetworkError(
    'network',
    `Could not reach ${words.name} at ${words.host} (${reason}): ${words.unreachableHint}.`,
    { provider: words.provider, retryable: true, cause: safeCause(error) },
  );
}

/** The `code` of an error or of its causes (`ECONNREFUSED`, `UND_ERR_SOCKET`), where Node and undici put it. */
function errorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * The value of a Retry-After header in seconds: either a number of seconds or an HTTP date. `undefined` when
 * absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** `: what the server said`, redacted, on one line, at most 160 characters; empty when it said nothing. */
export function describeDetail(detail: string | undefined): string {
  const line = redact(detail ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (line === '') return '';
  return `: ${line.length > 160 ? `${line.slice(0, 157)}...` : line}`;
}

/**
 * An error that is safe to keep as `cause`: the original when no message or stack in its chain holds a registered
 * secret (so `code` and the stack survive for debugging), otherwise a plain copy with the secrets blanked out.
 */
export function safeCause(error: unknown): unknown {
  if (error === undefined) return undefined;
  for (let current: unknown = error, depth = 0; current !== undefined && depth < 5; depth++) {
    const text = current instanceof Error ? `${current.message}\n${current.stack ?? ''}` : String(current);
    if (redact(text) !== text) {
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      return new Error(redact(message));
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return error;
}

/** The text with its first letter in upper case, for names that start a sentence (`ollama` → `Ollama`). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
