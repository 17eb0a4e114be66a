/**
 * Scripted models for tests, one for each model interface: replies come from a queue, every request is recorded, and
 * `assertAllConsumed` checks that the test used every reply it scripted (openai-agents-js's `ScriptedModel`). The
 * agents are tested with these, never with a network model; the providers are tested against `fake-servers.ts`.
 */
import {
  CancelledError,
  type FinishReason,
  type LanguageModel,
  type ModelRequest,
  type ModelResponse,
  type ModelToolCall,
  type TokenUsage,
  type ToolCallingModel,
  type ToolCallingRequest,
  type ToolCallingResponse,
} from '@scheduling-agent/llm-service';

/**
 * One scripted reply of a text model: the text to return, an error to throw, a reply with usage and an optional delay
 * (which an abort cuts short), or a function of the request for replies that depend on what was sent.
 */
export type ScriptedReply =
  | string
  | Error
  | { readonly text: string; readonly usage?: TokenUsage; readonly delayMs?: number }
  | ((request: ModelRequest) => string | Promise<string>);

/** A scripted native step: text (streamed in `chunks` when given), calls, and optionally usage and a delay. */
export interface ScriptedToolStep {
  readonly text?: string;
  /** The text in pieces, handed to `onText` one by one, `delayMs` apart (an abort stops them). */
  readonly chunks?: readonly string[];
  /** Calls without an id get `call_1`, `call_2`, … in order. */
  readonly calls?: readonly (Omit<ModelToolCall, 'id'> & { readonly id?: string })[];
  readonly finishReason?: FinishReason;
  readonly usage?: TokenUsage;
  readonly delayMs?: number;
}

/** One scripted reply of a tool-calling model: a step, an error to throw, or a function of the request. */
export type ScriptedToolReply =
  | ScriptedToolStep
  | Error
  | ((request: ToolCallingRequest) => ScriptedToolStep | Promise<ScriptedToolStep>);

/** The queue and the record both scripted models keep; only `generate` differs between the two interfaces. */
abstract class Script<Request extends { readonly signal?: AbortSignal }, Reply> {
  readonly provider = 'scripted';
  readonly label = 'scripted model (tests)';
  /** Every request, in order, exactly as the agent sent it. */
  readonly requests: Request[] = [];
  private readonly queue: Reply[];
  private readonly name: string;

  constructor(name: string, replies: readonly Reply[]) {
    this.name = name;
    this.queue = [...replies];
  }

  /** Adds replies to the end of the queue. */
  push(...replies: Reply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** How many scripted replies have not been used yet. */
  get remaining(): number {
    return this.queue.length;
  }

  /** Throws, listing what is left, unless every scripted reply was used. */
  assertAllConsumed(): void {
    if (this.queue.length > 0) {
      const left = this.queue.map(describeReply).join(' | ');
      throw new Error(`${this.name}: ${this.queue.length} scripted repl(ies) never requested: ${left}`);
    }
  }

  /** Records the request and takes the next reply, throwing a scripted error as a provider would. */
  protected async next(request: Request, context: string): Promise<Exclude<Reply, Error>> {
    this.requests.push(request);
    const reply = this.queue.shift();
    if (reply === undefined) {
      throw new Error(`${this.name} ran out of replies at request #${this.requests.length}${context}`);
    }
    if (reply instanceof Error) throw reply;
    return reply as Exclude<Reply, Error>;
  }
}

/** A {@link LanguageModel} for tests, answering from a queue of {@link ScriptedReply}. */
export class ScriptedModel extends Script<ModelRequest, ScriptedReply> implements LanguageModel {
  constructor(replies: readonly ScriptedReply[] = []) {
    super('ScriptedModel', replies);
  }

  async generate(request: ModelRequest): Promise<ModelResponse> {
    const last = request.messages.at(-1)?.text ?? '(no messages)';
    const reply = await this.next(request, ` (last message: ${last.slice(0, 80)})`);
    if (typeof reply === 'function') return { text: await reply(request) };
    if (typeof reply === 'string') return { text: reply };
    if (reply.delayMs) await pause(reply.delayMs, request.signal);
    return reply.usage ? { text: reply.text, usage: reply.usage } : { text: reply.text };
  }
}

/**
 * A {@link ToolCallingModel} for tests, answering from a queue of {@link ScriptedToolReply}: text is handed to
 * `onText` as a stream would hand it, and calls without an id get one.
 */
export class ScriptedToolModel extends Script<ToolCallingRequest, ScriptedToolReply> implements ToolCallingModel {
  private callCount = 0;

  constructor(replies: readonly ScriptedToolReply[] = []) {
    super('ScriptedToolModel', replies);
  }

  async generate(request: ToolCallingRequest): Promise<ToolCallingResponse> {
    const reply = await this.next(request, '.');
    const step = typeof reply === 'function' ? await reply(request) : reply;
    const chunks = step.chunks ?? (step.text ? [step.text] : []);
    for (const chunk of chunks) {
      if (step.delayMs) await pause(step.delayMs, request.signal);
      if (request.signal?.aborted) throw new CancelledError('scripted');
      request.onText?.(chunk);
    }
    if (chunks.length === 0 && step.delayMs) await pause(step.delayMs, request.signal);
    const toolCalls = (step.calls ?? []).map((call) => ({ ...call, id: call.id ?? `call_${++this.callCount}` }));
    return {
      text: step.text ?? chunks.join(''),
      toolCalls,
      finishReason: step.finishReason ?? (toolCalls.length > 0 ? 'tool-calls' : 'stop'),
      ...(step.usage ? { usage: step.usage } : {}),
    };
  }
}

function describeReply(reply: unknown): string {
  if (typeof reply === 'string') return reply;
  if (typeof reply === 'function' || reply instanceof Error) return String(reply);
  return JSON.stringify(reply);
}

/** Waits, as a slow provider would, unless the request is aborted first: then it fails as a provider does. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
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
