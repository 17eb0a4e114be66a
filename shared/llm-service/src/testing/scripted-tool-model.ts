import { CancelledError } from '../errors.ts';
import type {
  FinishReason,
  ToolCall,
  ToolCallingModel,
  ToolCallingRequest,
  ToolCallingResponse,
} from '../native/tool-calling-types.ts';
import type { TokenUsage } from '../types.ts';

/** A scripted native step: text (streamed in `chunks` when given), calls, and optionally usage and a delay. */
export interface ScriptedToolStep {
  readonly text?: string;
  /** The text in pieces, handed to `onText` one by one, `delayMs` apart (an abort stops them). */
  readonly chunks?: readonly string[];
  /** Calls without an id get `call_1`, `call_2`, … in order. */
  readonly calls?: readonly (Omit<ToolCall, 'id'> & { readonly id?: string })[];
  readonly finishReason?: FinishReason;
  readonly usage?: TokenUsage;
  readonly delayMs?: number;
}

/** One scripted reply: a step, an error to throw, or a function of the request for replies that depend on it. */
export type ScriptedToolReply =
  | ScriptedToolStep
  | Error
  | ((request: ToolCallingRequest) => ScriptedToolStep | Promise<ScriptedToolStep>);

/**
 * The {@link ScriptedModel} of native tool calling: replies come from a queue, every request is recorded, text is
 * handed to `onText` as a stream would, and `assertAllConsumed` checks that the test used every reply it scripted.
 */
export class ScriptedToolModel implements ToolCallingModel {
  readonly provider = 'scripted';
  readonly label = 'scripted model (tests)';
  /** Every request, in order, exactly as the agent sent it. */
  readonly requests: ToolCallingRequest[] = [];
  private readonly queue: ScriptedToolReply[];
  private callCount = 0;

  constructor(replies: readonly ScriptedToolReply[] = []) {
    this.queue = [...replies];
  }

  /** Adds replies to the end of the queue. */
  push(...replies: ScriptedToolReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** How many scripted replies have not been used yet. */
  get remaining(): number {
    return this.queue.length;
  }

  async generate(request: ToolCallingRequest): Promise<ToolCallingResponse> {
    this.requests.push(request);
    const reply = this.queue.shift();
    if (reply === undefined) {
      throw new Error(`ScriptedToolModel ran out of replies at request #${this.requests.length}.`);
    }
    if (reply instanceof Error) throw reply;
    const step = typeof reply === 'function' ? await reply(request) : reply;
    const chunks = step.chunks ?? (step.text ? [step.text] : []);
    for (const chunk of chunks) {
      if (step.delayMs) await delay(step.delayMs, request.signal);
      if (request.signal?.aborted) throw new CancelledError('scripted');
      request.onText?.(chunk);
    }
    if (chunks.length === 0 && step.delayMs) await delay(step.delayMs, request.signal);
    const toolCalls = (step.calls ?? []).map((call) => ({ ...call, id: call.id ?? `call_${++this.callCount}` }));
    return {
      text: step.text ?? chunks.join(''),
      toolCalls,
      finishReason: step.finishReason ?? (toolCalls.length > 0 ? 'tool-calls' : 'stop'),
      ...(step.usage ? { usage: step.usage } : {}),
    };
  }

  /** Throws, listing how many are left, unless every scripted reply was used. */
  assertAllConsumed(): void {
    if (this.queue.length > 0) {
      throw new Error(`ScriptedToolModel: ${this.queue.length} scripted repl(ies) never requested.`);
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
