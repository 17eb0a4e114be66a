import type { TokenUsage } from './types.ts';

/**
 * Configuration and transport failures: a small family of error classes, each with a message that says how to fix
 * it. Anything the *model* gets wrong is not an error here; it is data that the agent handles.
 */
export type LlmErrorKind =
  | 'configuration'
  | 'authentication'
  | 'rate-limit'
  | 'server'
  | 'network'
  | 'timeout'
  | 'empty-reply'
  | 'bad-response'
  | 'cancelled';

/** Base class: `kind` for code, `provider` for context, `retryable` for the retry loop, `message` for people. */
export class LlmError extends Error {
  override readonly name: string = 'LlmError';
  readonly kind: LlmErrorKind;
  readonly provider: string;
  readonly retryable: boolean;
  readonly status?: number;
  /** Seconds the server asked us to wait (Retry-After), when it said. */
  readonly retryAfterSeconds?: number;
  /** What the failed reply still cost, when the provider said (a model that spent its whole limit thinking). */
  readonly usage?: TokenUsage;

  constructor(
    kind: LlmErrorKind,
    message: string,
    options: {
      provider: string;
      retryable?: boolean;
      status?: number;
      retryAfterSeconds?: number;
      usage?: TokenUsage;
      cause?: unknown;
    },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.provider = options.provider;
    this.retryable = options.retryable ?? false;
    if (options.status !== undefined) this.status = options.status;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.usage !== undefined) this.usage = options.usage;
  }
}

/** Missing key, unknown provider, bad flag: fix the configuration and start again. */
export class ConfigurationError extends LlmError {
  override readonly name: string = 'ConfigurationError';
  constructor(message: string, provider = 'config') {
    super('configuration', message, { provider });
  }
}

/**
 * A model flag given a value it cannot take (`--timeout 0`). Named `UsageError`, as the terminal package names a
 * command-line mistake, so the program's last words point to `--help` (this package does not depend on that one).
 */
export class FlagValueError extends ConfigurationError {
  override readonly name: string = 'UsageError';
}

/** The key was missing or rejected (HTTP 401/403). */
export class AuthenticationError extends LlmError {
  override readonly name = 'AuthenticationError';
}

/** Quota or rate limit (HTTP 429). Retryable after a pause. */
export class RateLimitError extends LlmError {
  override readonly name = 'RateLimitError';
}

/** The provider failed (HTTP 5xx). Retryable. */
export class ServerError extends LlmError {
  override readonly name = 'ServerError';
}

/** Could not reach the server, or it took too long. Retryable. */
export class NetworkError extends LlmError {
  override readonly name = 'NetworkError';
}

/** The provider answered, but with no usable text: empty, blocked by a safety filter, or an unreadable body. */
export class EmptyReplyError extends LlmError {
  override readonly name = 'EmptyReplyError';
}

/** The person pressed Ctrl-C while the request was in flight. */
export class CancelledError extends LlmError {
  override readonly name = 'CancelledError';
  constructor(provider: string) {
    super('cancelled', 'Cancelled.', { provider });
  }
}

/** True for errors a retry may fix. */
export function isRetryable(error: unknown): boolean {
  return error instanceof LlmError && error.retryable;
}
