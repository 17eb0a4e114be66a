import { CancelledError } from '../errors.ts';
import type { LanguageModel, ModelRequest, ModelResponse, TokenUsage } from '../types.ts';

/**
 * One scripted reply: the text to return, an error to throw, a reply with usage and an optional delay (which an
 * abort cuts short), or a function of the request for replies that depend on what was sent.
 */
export type ScriptedReply =
  | string
  | Error
  | { readonly text: string; readonly usage?: TokenUsage; readonly delayMs?: number }
  | ((request: ModelRequest) => string | Promise<string>);

/**
 * A model for tests: replies come from a queue, every request is recorded, and `assertAllConsumed` checks that the
 * test used every reply it scripted. Behaviour of the agent is tested with this, never with a network model.
 */
export class ScriptedModel implements LanguageModel {
  readonly provider = 'scripted';
  readonly label = 'scripted model (tests)';
  /** Every request, in order, exactly as the agent sent it. */
  readonly requests: ModelRequest[] = [];
  private readonly queue: ScriptedReply[];

  constructor(replies: readonly ScriptedReply[] = []) {
    this.queue = [...replies];
  }

  /** Adds replies to the end of the queue. */
  push(...replies: ScriptedReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** How many scripted replies have not been used yet. */
  get remaining(): number {
    return this.queue.length;
  }

  async generate(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(request);
    const reply = this.queue.shift();
    if (reply === undefined) {
      const last = request.messages.at(-1)?.text ?? '(no messages)';
      throw new Error(
        `ScriptedModel ran out of replies at request #${this.requests.length} (last message: ${last.slice(0, 80)})`,
      );
    }
    if (reply instanceof Error) throw reply;
    if (typeof reply === 'function') return { text: await reply(request) };
    if (typeof reply === 'string') return { text: reply };
    if (reply.delayMs) await delay(reply.delayMs, request.signal);
    return reply.usage ? { text: reply.text, usage: reply.usage } : { text: reply.text };
  }

  /** Throws, listing what is left, unless every scripted reply was used. */
  assertAllConsumed(): void {
    if (this.queue.length > 0) {
      const left = this.queue.map((reply) => (typeof reply === 'string' ? reply : String(reply))).join(' | ');
      throw new Error(`ScriptedModel: ${this.queue.length} scripted repl(ies) never requested: ${left}`);
    }
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError('scripted'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new CancelledError('scripted'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
