import { NetworkError } from '../errors.ts';

/**
 * Hands streamed text to the caller's `onText`, and remembers whether any got through. Once text has reached the
 * person, a retry would print the answer twice, so {@link StreamedText.checkRetry} refuses one; and once the attempt
 * is aborted (Ctrl-C, time limit) nothing more is handed on, even if the stream still has chunks buffered.
 */
export class StreamedText {
  private delivered = false;

  constructor(
    private readonly onText: ((delta: string) => void) | undefined,
    private readonly name: string,
    private readonly provider: string,
  ) {}

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
    if (!this.delivered) return;
    throw new NetworkError('network', `${this.name}'s answer was cut short while it was being written: ask again.`, {
      provider: this.provider,
      retryable: false,
    });
  }
}
