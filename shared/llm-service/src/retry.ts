import { CancelledError, isRetryable, type LlmError, NetworkError } from './errors.ts';

/** What {@link withRetry} tells `onRetry` before it waits: which retry comes next, how long it waits, and why. */
export interface RetryInfo {
  /** 1 for the first retry, 2 for the second, … */
  readonly attempt: number;
  readonly maxRetries: number;
  readonly delayMs: number;
  /** The failure that caused the retry. */
  readonly error: LlmError;
}

/** Options for {@link withRetry}. Every number has a default that suits a person waiting at a terminal. */
export interface RetryOptions {
  /** Retries after the first attempt (default 3, so at most 4 requests). */
  readonly maxRetries?: number;
  /** Backoff before the first retry, doubled for each later one (default 500 ms). */
  readonly baseDelayMs?: number;
  /** Longest backoff (default 8000 ms). */
  readonly maxDelayMs?: number;
  /**
   * Time limit for the whole call, attempts and waits together (default 60000 ms): each attempt gets what is left,
   * and a wait that would end past the limit is not started. A server that never answers holds the person this long.
   */
  readonly timeoutMs?: number;
  /** The person's Ctrl-C: aborts the attempt in flight, or the wait between attempts. */
  readonly signal?: AbortSignal;
  /** Provider id, stored on the errors (`gemini`, `openai-compatible`). */
  readonly provider: string;
  /** Name used in messages, e.g. `ollama` (default: `provider`). */
  readonly label?: string;
  /** Waits between attempts; tests inject one that returns at once. Should return early when `signal` aborts. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called before each wait, e.g. to print "retrying in 2 s". */
  readonly onRetry?: (info: RetryInfo) => void;
}

/**
 * The longest server-requested wait (Retry-After, `retry-after-ms`, Gemini's RetryInfo) this program sits through:
 * a person is waiting. A server that asks for more is not retried at all (see `errorFromStatus`).
 */
export const MAX_RETRY_AFTER_MS = 30_000;

/**
 * Runs `attempt` until it succeeds, retrying the failures a retry may fix (rate limits, server errors, network
 * errors) with exponential backoff and jitter, all within one time limit for the whole call. Each attempt gets a
 * signal that fires on the person's Ctrl-C or when the time left runs out. Ctrl-C ends everything at once with a
 * {@link CancelledError}; the time limit becomes a {@link NetworkError} of kind `timeout` that says how to change it;
 * after the last retry, or when the next wait would pass the limit, the last error is thrown. `attempt` should throw
 * errors of the {@link LlmError} family; anything else is not retried.
 */
export async function withRetry<T>(attempt: (signal: AbortSignal) => Promise<T>, options: RetryOptions): Promise<T> {
  const maxRetries = options.maxRetries ?? 3;
  const sleep = options.sleep ?? abortableSleep;
  const limitMs = options.timeoutMs ?? 60_000;
  // Time spent so far: attempts as measured, waits as requested (so an injected sleep counts like a real one).
  let spentMs = 0;
  for (let retry = 0; ; retry++) {
    if (options.signal?.aborted) throw new CancelledError(options.provider);
    let error: unknown;
    const started = Date.now();
    try {
      return await runAttempt(attempt, options, Math.max(1, limitMs - spentMs), limitMs);
    } catch (caught) {
      error = caught;
    }
    spentMs += Date.now() - started;
    if (retry >= maxRetries || !isRetryable(error)) throw error;
    const delayMs = backoffDelay(retry + 1, error as LlmError, options);
    // A wait that would end past the limit cannot lead to an answer in time: say so now.
    if (spentMs + delayMs >= limitMs) throw error;
    options.onRetry?.({ attempt: retry + 1, maxRetries, delayMs, error: error as LlmError });
    try {
      await sleep(delayMs, options.signal);
    } catch (sleepError) {
      if (!options.signal?.aborted) throw sleepError;
    }
    spentMs += delayMs;
  }
}

/** One attempt under a signal that combines Ctrl-C and the time limit; abort reasons become our error classes. */
async function runAttempt<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: RetryOptions,
  remainingMs: number,
  limitMs: number,
): Promise<T> {
  const timeout = AbortSignal.timeout(Math.round(remainingMs));
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await untilAborted(
      Promise.resolve().then(() => attempt(signal)),
      signal,
    );
  } catch (error) {
    if (options.signal?.aborted) throw new CancelledError(options.provider);
    if (timeout.aborted) {
      const name = options.label ?? options.provider;
      throw new NetworkError(
        'timeout',
        `${name} did not answer within ${formatDuration(limitMs)}, retries included: check your connection or the ` +
          'server; --timeout SECONDS changes how long to wait (lower gives up sooner).',
        { provider: options.provider, retryable: true },
      );
    }
    throw error;
  }
}

/** The promise's outcome, or a rejection as soon as the signal fires, even if the attempt ignores its signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** How long to wait before retry number `retry`: the server's Retry-After if it gave one, else backoff with jitter. */
function backoffDelay(retry: number, error: LlmError, options: RetryOptions): number {
  if (error.retryAfterSeconds !== undefined) {
    return Math.round(Math.min(Math.max(0, error.retryAfterSeconds * 1000), MAX_RETRY_AFTER_MS));
  }
  const ceiling = Math.min(options.maxDelayMs ?? 8000, (options.baseDelayMs ?? 500) * 2 ** (retry - 1));
  // "Equal jitter": at least half the backoff, so clients that failed together do not retry together.
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** `60 s`, `1.5 s` or `50 ms`, for messages. */
export function formatDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`;
}

/** Waits `ms` milliseconds, or less if `signal` aborts first (it resolves, never rejects). The default sleep. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
