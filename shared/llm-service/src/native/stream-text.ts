import { LlmError, NetworkError } from '../errors.ts';

/**
 * Hands streamed text to the caller's `onText`, and remembers whether any got through. Once text has reached the
 * person, a retry would print the answer twice, so {@link StreamedText.checkRetry} refuses one; and once the attempt
 * is aborted (Ctrl-C, time limit) nothing more is handed on, even if the stream still has chunks buffered.
 */
export class StreamedText {
  private delivered = false;
  private readonly onText: ((delta: string) => void) | undefined;
  private readonly name: string;
  private readonly provider: string;

  constructor(onText: ((delta: string) => void) | undefined, name: string, provider: string) {
    this.onText = onText;
    this.name = name;
    this.provider = provider;
  }

  /** True when the caller wants the text as it comes. */
  get wanted(): boolean {
    return this.onText !== undefined;
  }

  /** True once any text has been handed on. */
  get hasDelivered(): boolean {
    return this.delivered;
  }

  /** Passes a piece of text on, unless it is empty or the attempt was aborted. */
  deliver(delta: string, signal: AbortSignal): void {
    if (delta === '' || signal.aborted || !this.onText) return;
    this.delivered = true;
    this.onText(delta);
  }

  /** Call at the start of each attempt: a retry after text went out becomes a failure the person can act on. */
  checkRetry(): void {
    if (this.delivered) throw this.cutShort();
  }

  /**
   * What an attempt's failure becomes once text has been shown: never something to retry (the answer would be
   * printed twice, and the person would be told of a retry that cannot happen), but the one line that says so.
   */
  settle(error: unknown): unknown {
    if (!this.delivered || !(error instanceof LlmError) || !error.retryable) return error;
    return this.cutShort();
  }

  private cutShort(): NetworkError {
    return new NetworkError('network', `${this.name}'s answer was cut short while it was being written: ask again.`, {
      provider: this.provider,
      retryable: false,
    });
  }
}
