import {
  ConfigurationError,
  type ModelToolCall,
  type RetryInfo,
  type ToolCallingModel,
  type ToolCallingRequest,
  type ToolCallingResponse,
  withRetry,
} from '@scheduling-agent/llm-service';
import { transportError } from './corruptions.ts';
import { createRandom, type Random } from './random.ts';

/**
 * Every way chaos mode breaks a native tool-calling reply, after how real models fail at it: a call the API could
 * not parse (Gemini's `MALFORMED_FUNCTION_CALL`), arguments that are not JSON, a function that does not exist,
 * an argument of the wrong type, a call and text at once, an empty reply, and a dropped connection.
 */
export const NATIVE_CHAOS_KINDS = [
  'malformed-call',
  'arguments-not-json',
  'unknown-function',
  'wrong-type',
  'call-and-text',
  'empty',
  'transport-error',
] as const;

/** One way chaos mode breaks a native reply; see {@link NATIVE_CHAOS_KINDS}. */
export type NativeChaosKind = (typeof NATIVE_CHAOS_KINDS)[number];

/** Counts so far: replies, how many were corrupted, and how many of each kind. */
export interface NativeChaosStats {
  readonly replies: number;
  readonly corrupted: number;
  readonly byKind: Readonly<Record<NativeChaosKind, number>>;
}

/** A native model wrapped by chaos mode; `stats` is a snapshot taken when read. */
export type NativeChaosModel = ToolCallingModel & { readonly stats: NativeChaosStats };

/** Options for {@link withNativeChaos}. */
export interface NativeChaosOptions {
  /** The share of replies to corrupt, from 0 to 1. */
  readonly rate: number;
  /** The same seed and the same requests give the same corruptions. */
  readonly seed: number;
  readonly onRetry?: (info: RetryInfo) => void;
  /** Waits between retries; tests inject one that returns at once. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Chaos mode for native tool calling: a seeded share of replies comes back broken as above. Made-up transport
 * errors are retried here, as a real provider's would be; everything else reaches the agent to recover from.
 */
export function withNativeChaos(inner: ToolCallingModel, options: NativeChaosOptions): NativeChaosModel {
  if (!(Number.isFinite(options.rate) && options.rate >= 0 && options.rate <= 1)) {
    throw new ConfigurationError(`Chaos rate ${options.rate} is out of range: use a share from 0 to 1.`);
  }
  const random = createRandom(options.seed);
  const byKind = Object.fromEntries(NATIVE_CHAOS_KINDS.map((kind) => [kind, 0])) as Record<NativeChaosKind, number>;
  const stats = { replies: 0, corrupted: 0 };
  async function once(request: ToolCallingRequest): Promise<ToolCallingResponse> {
    stats.replies++;
    // Every draw happens before any await, so overlapping calls cannot reorder the sequence.
    if (random.next() >= options.rate) return inner.generate(request);
    const kind = random.pick(NATIVE_CHAOS_KINDS);
    const callRandom = createRandom(random.next() * 2 ** 32);
    stats.corrupted++;
    byKind[kind]++;
    if (kind === 'transport-error') throw transportError(inner.provider, callRandom);
    // The corruption replaces the reply, so the inner model must not stream text that is then taken back.
    const { onText: _, ...quiet } = request;
    const reply = corrupt(kind, await inner.generate(quiet), request, callRandom);
    if (reply.text) request.onText?.(reply.text);
    return reply;
  }
  return {
    provider: inner.provider,
    label: `${inner.label} + chaos ${Number((options.rate * 100).toFixed(2))}%`,
    get stats(): NativeChaosStats {
      return { ...stats, byKind: { ...byKind } };
    },
    generate: (request) =>
      withRetry((signal) => once({ ...request, signal }), {
        provider: inner.provider,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(inner.provider === 'offline' ? { baseDelayMs: 20, maxDelayMs: 100 } : {}),
        ...(options.onRetry ? { onRetry: options.onRetry } : {}),
        ...(options.sleep ? { sleep: options.sleep } : {}),
      }),
  };
}

/** The reply, broken in the given way; a reply with no call to break gets a call invented for it. */
export function corrupt(
  kind: Exclude<NativeChaosKind, 'transport-error'>,
  reply: ToolCallingResponse,
  request: ToolCallingRequest,
  random: Random,
): ToolCallingResponse {
  const call: ModelToolCall = reply.toolCalls[0] ?? {
    id: `chaos_${random.integer(1000, 9999)}`,
    name: request.tools[0]?.name ?? 'checkAvailability',
    args: {},
  };
  const withCall = (changed: ModelToolCall, text = ''): ToolCallingResponse => ({
    text,
    toolCalls: [changed, ...reply.toolCalls.slice(1)],
    finishReason: 'tool-calls',
  });
  switch (kind) {
    case 'malformed-call':
      return { text: '', toolCalls: [], finishReason: 'malformed-call' };
    case 'empty':
      return { text: '', toolCalls: [], finishReason: 'stop' };
    case 'arguments-not-json':
      return withCall({ ...call, args: undefined, argumentsError: 'the arguments are not valid JSON' });
    case 'unknown-function':
      return withCall({ ...call, name: random.pick(['bookFlight', 'sendEmail', 'check_availability']) });
    case 'wrong-type':
      return withCall({ ...call, args: { ...(isObject(call.args) ? call.args : {}), start: 20261127 } });
    case 'call-and-text':
      return withCall(call, reply.text || 'Let me do that for you.');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
