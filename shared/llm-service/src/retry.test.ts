import { describe, expect, it } from 'vitest';
import { AuthenticationError, CancelledError, NetworkError, RateLimitError, ServerError } from './errors.ts';
import { abortableSleep, formatDuration, type RetryInfo, withRetry } from './retry.ts';

const provider = 'test';

/** A sleep that records what it was asked to wait and returns at once. */
function recordingSleep() {
  const delays: number[] = [];
  const sleep = async (ms: number) => {
    delays.push(ms);
  };
  return { delays, sleep };
}

/** An attempt that fails with the given errors in turn, then answers 'ok'. */
function failingThen(...errors: Error[]) {
  let calls = 0;
  const attempt = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return 'ok';
  };
  return { attempt, calls: () => calls };
}

const serverError = () =>
  new ServerError('server', 'Server broke (HTTP 500).', { provider, retryable: true, status: 500 });

describe('withRetry', () => {
  it('returns the first success without waiting', async () => {
    const { delays, sleep } = recordingSleep();
    await expect(withRetry(async () => 42, { provider, sleep })).resolves.toBe(42);
    expect(delays).toEqual([]);
  });

  it('retries retryable errors with growing, jittered backoff', async () => {
    const { delays, sleep } = recordingSleep();
    const { attempt, calls } = failingThen(serverError(), serverError(), serverError());
    const retries: RetryInfo[] = [];
    const result = await withRetry(attempt, {
      provider,
      sleep,
      baseDelayMs: 100,
      onRetry: (info) => retries.push(info),
    });
    expect(result).toBe('ok');
    expect(calls()).toBe(4);
    expect(retries.map((info) => info.attempt)).toEqual([1, 2, 3]);
    expect(retries.map((info) => info.delayMs)).toEqual(delays);
    // Each wait lies between half and all of 100, 200, 400 ms.
    [100, 200, 400].forEach((ceiling, index) => {
      expect(delays[index]).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delays[index]).toBeLessThanOrEqual(ceiling);
    });
  });

  it('never waits longer than maxDelayMs', async () => {
    const { delays, sleep } = recordingSleep();
    const { attempt } = failingThen(serverError(), serverError(), serverError());
    await withRetry(attempt, { provider, sleep, baseDelayMs: 1000, maxDelayMs: 1500 });
    expect(Math.max(...delays)).toBeLessThanOrEqual(1500);
  });

  it('throws the last error after maxRetries retries', async () => {
    const { sleep } = recordingSleep();
    const errors = [serverError(), serverError(), serverError()];
    const { attempt, calls } = failingThen(...errors);
    await expect(withRetry(attempt, { provider, sleep, maxRetries: 2 })).rejects.toBe(errors[2]);
    expect(calls()).toBe(3);
  });

  it('does not retry errors that a retry cannot fix', async () => {
    const { delays, sleep } = recordingSleep();
    const rejected = new AuthenticationError('authentication', 'Bad key.', { provider, status: 401 });
    const { attempt, calls } = failingThen(rejected);
    await expect(withRetry(attempt, { provider, sleep })).rejects.toBe(rejected);
    expect(calls()).toBe(1);
    expect(delays).toEqual([]);
  });

  it('does not retry errors outside the LlmError family', async () => {
    const { attempt, calls } = failingThen(new TypeError('a bug'));
    await expect(withRetry(attempt, { provider, sleep: recordingSleep().sleep })).rejects.toThrow('a bug');
    expect(calls()).toBe(1);
  });

  it('waits as long as Retry-After says', async () => {
    const { delays, sleep } = recordingSleep();
    const limited = (seconds: number) =>
      new RateLimitError('rate-limit', 'Slow down.', { provider, retryable: true, retryAfterSeconds: seconds });
    const { attempt } = failingThen(limited(7), limited(1.5));
    await withRetry(attempt, { provider, sleep });
    expect(delays).toEqual([7000, 1500]);
  });

  it('bounds the whole call: a server that never answers holds the person once, for the time limit', async () => {
    const { sleep } = recordingSleep();
    let calls = 0;
    const hang = (signal: AbortSignal) => {
      calls++;
      return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    const error = await withRetry(hang, { provider: 'gemini', sleep, timeoutMs: 20, maxRetries: 3 }).catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout', provider: 'gemini' });
    expect(error.message).toBe(
      'gemini did not answer within 20 ms, retries included: check your connection or the server; ' +
        '--timeout SECONDS changes how long to wait (lower gives up sooner).',
    );
    expect(calls).toBe(1);
  });

  it('does not start a wait that would end past the time limit', async () => {
    const { delays, sleep } = recordingSleep();
    const limited = new RateLimitError('rate-limit', 'Slow down.', {
      provider,
      retryable: true,
      retryAfterSeconds: 20,
    });
    const { attempt, calls } = failingThen(limited, limited);
    await expect(withRetry(attempt, { provider, sleep, timeoutMs: 30_000 })).rejects.toBe(limited);
    // 20 s, then the second 20 s wait would pass 30 s: the error comes back after two requests, not four.
    expect(delays).toEqual([20_000]);
    expect(calls()).toBe(2);
  });

  it('times out even when the attempt ignores its signal', async () => {
    const ignoreSignal = () => new Promise<never>(() => {});
    const error = await withRetry(ignoreSignal, { provider, timeoutMs: 20, maxRetries: 0 }).catch((e) => e);
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'timeout' });
  });

  it('ends at once with CancelledError when the person aborts during an attempt', async () => {
    const controller = new AbortController();
    let calls = 0;
    const attempt = (signal: AbortSignal) => {
      calls++;
      setTimeout(() => controller.abort(), 5);
      return new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    };
    const error = await withRetry(attempt, { provider, signal: controller.signal }).catch((e) => e);
    expect(error).toBeInstanceOf(CancelledError);
    expect(calls).toBe(1);
  });

  it('ends with CancelledError when the person aborts during the wait between attempts', async () => {
    const controller = new AbortController();
    const { attempt, calls } = failingThen(serverError(), serverError());
    const sleep = async () => controller.abort();
    const error = await withRetry(attempt, { provider, signal: controller.signal, sleep }).catch((e) => e);
    expect(error).toBeInstanceOf(CancelledError);
    expect(calls()).toBe(1);
  });

  it('does not start when the signal has already fired', async () => {
    const { attempt, calls } = failingThen();
    await expect(withRetry(attempt, { provider, signal: AbortSignal.abort() })).rejects.toBeInstanceOf(CancelledError);
    expect(calls()).toBe(0);
  });
});

describe('abortableSleep', () => {
  it('returns early when the signal fires', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const sleeping = abortableSleep(10_000, controller.signal);
    controller.abort();
    await sleeping;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('formatDuration', () => {
  it('reads well in messages', () => {
    expect(formatDuration(60_000)).toBe('60 s');
    expect(formatDuration(1500)).toBe('1.5 s');
    expect(formatDuration(50)).toBe('50 ms');
  });
});
