import { systemClock } from '@scheduling-agent/clock';
import {
  ConfigurationError,
  type LanguageModel,
  type ModelRequest,
  type ModelResponse,
} from '@scheduling-agent/llm-service';
import { readRequest } from '../read-request.ts';
import { CHAOS_KINDS, type ChaosKind, isChaosKind } from './chaos-kinds.ts';
import { corruptReply, transportError } from './corruptions.ts';
import { createRandom } from './random.ts';

/** What {@link createChaosModel} tells `onCorrupt`: which kind of corruption, on which call (the first is 1). */
export interface ChaosEvent {
  readonly kind: ChaosKind;
  readonly callNumber: number;
}

/** Options for {@link createChaosModel}. */
export interface ChaosOptions {
  /** The share of replies to corrupt, from 0 (none) to 1 (all); {@link parseChaosRate} reads it from a flag. */
  readonly rate: number;
  /** The same seed and the same requests give the same corruptions (default 1). */
  readonly seed?: number;
  /** The kinds to choose from (default: all of {@link CHAOS_KINDS}). */
  readonly kinds?: readonly ChaosKind[];
  /** Called for each corrupted reply, e.g. to print `[chaos: truncated]` beside the transcript. */
  readonly onCorrupt?: (event: ChaosEvent) => void;
}

/** Counts so far: calls to `generate`, how many were corrupted, and how many of each kind. */
export interface ChaosStats {
  readonly replies: number;
  readonly corrupted: number;
  readonly byKind: Readonly<Record<ChaosKind, number>>;
}

/** A model wrapped by chaos mode; `stats` is a snapshot taken when read. */
export type ChaosModel = LanguageModel & { readonly stats: ChaosStats };

// #region chaos-model
/**
 * Wraps a model so that a seeded share of its replies fail the way real models fail: fenced or chatty JSON, single
 * quotes, cut-off text, missing fields, invented tools, empty replies, dropped connections. Use it to prove that an
 * agent survives bad replies; the same seed replays the same failures.
 */
export function createChaosModel(inner: LanguageModel, options: ChaosOptions): ChaosModel {
  const rate = checkRate(options.rate);
  const kinds = checkKinds(options.kinds ?? CHAOS_KINDS);
  const random = createRandom(options.seed ?? 1);
  const byKind = Object.fromEntries(CHAOS_KINDS.map((kind) => [kind, 0])) as Record<ChaosKind, number>;
  const stats = { replies: 0, corrupted: 0, byKind };
  const record = (kind: ChaosKind, callNumber: number): void => {
    stats.corrupted++;
    byKind[kind]++;
    options.onCorrupt?.({ kind, callNumber });
  };

  return {
    provider: inner.provider,
    label: `${inner.label} + chaos ${Number((rate * 100).toFixed(2))}%`,
    get stats(): ChaosStats {
      return { ...stats, byKind: { ...byKind } };
    },
    async generate(request: ModelRequest): Promise<ModelResponse> {
      const callNumber = ++stats.replies;
      // Every draw for this call happens now, before any await, so overlapping calls cannot reorder the sequence.
      if (random.next() >= rate) return inner.generate(request);
      const kind = random.pick(kinds);
      const callRandom = createRandom(random.next() * 2 ** 32);
      if (kind === 'transport-error') {
        record(kind, callNumber);
        throw transportError(inner.provider, callRandom);
      }
      const response = await inner.generate(request);
      const corrupted = corruptReply(kind, response.text, {
        random: callRandom,
        allowed: kinds,
        tools: toolsOf(request),
      });
      if (!corrupted) return response;
      record(corrupted.kind, callNumber);
      return { ...response, text: corrupted.text };
    },
  };
}
// #endregion chaos-model

/** The tool names the request's reply schema offers, so `unknown-tool` can invent one it does not. */
function toolsOf(request: ModelRequest): ReadonlySet<string> {
  return new Set(readRequest(request, systemClock('UTC')).tools);
}

function checkRate(rate: number): number {
  if (Number.isFinite(rate) && rate >= 0 && rate <= 1) return rate;
  throw new ConfigurationError(
    `Chaos rate ${rate} is out of range: use a share from 0 to 1, e.g. 0.3 for 30% (parseChaosRate reads "30%").`,
  );
}

function checkKinds(kinds: readonly ChaosKind[]): readonly ChaosKind[] {
  const unknown = kinds.filter((kind) => !isChaosKind(kind));
  if (unknown.length > 0) {
    throw new ConfigurationError(
      `Unknown chaos kind(s): ${unknown.join(', ')}. Known kinds: ${CHAOS_KINDS.join(', ')}.`,
    );
  }
  if (kinds.length === 0) {
    throw new ConfigurationError(`No chaos kinds given: name at least one of ${CHAOS_KINDS.join(', ')}.`);
  }
  return kinds;
}
