import { type LlmError, NetworkError, ServerError } from '@scheduling-agent/llm-service';
import type { ChaosKind } from './chaos-kinds.ts';
import { missingField, unknownTool, wrongType } from './field-corruptions.ts';
import type { Random } from './random.ts';
import {
  codeFence,
  empty,
  proseAround,
  proseOnly,
  singleQuotes,
  trailingComma,
  truncated,
} from './text-corruptions.ts';

/** The kinds that change a reply's text; `transport-error` replaces the reply with an error instead. */
export type ReplyChaosKind = Exclude<ChaosKind, 'transport-error'>;

const CORRUPTIONS: Record<ReplyChaosKind, (text: string, random: Random, tools: ReadonlySet<string>) => string | null> =
  {
    'code-fence': codeFence,
    'prose-around': proseAround,
    'single-quotes': singleQuotes,
    'trailing-comma': trailingComma,
    truncated,
    'prose-only': proseOnly,
    'wrong-type': wrongType,
    'missing-field': missingField,
    'unknown-tool': unknownTool,
    empty,
  };

/** A corrupted reply and the kind of corruption it got, which may differ from the kind asked for. */
export interface CorruptedReply {
  readonly kind: ReplyChaosKind;
  readonly text: string;
}

/**
 * Corrupts a reply's text with `kind`. When that kind does not apply (`unknown-tool` on a reply that calls no tool),
 * tries the other allowed kinds in a random order; returns null only when none of them applies.
 */
export function corruptReply(
  kind: ReplyChaosKind,
  text: string,
  options: { readonly random: Random; readonly allowed: readonly ChaosKind[]; readonly tools: ReadonlySet<string> },
): CorruptedReply | null {
  const others = options.allowed.filter((other): other is ReplyChaosKind => other !== kind && other in CORRUPTIONS);
  for (const candidate of [kind, ...shuffle(others, options.random)]) {
    const corrupted = CORRUPTIONS[candidate](text, options.random, options.tools);
    if (corrupted !== null) return { kind: candidate, text: corrupted };
  }
  return null;
}

/** A retryable failure as a provider would report it: a dropped connection or an HTTP 503, chosen at random. */
export function transportError(provider: string, random: Random): LlmError {
  const note = 'Chaos mode made this up to test retries; run without chaos mode to turn it off.';
  return random.next() < 0.5
    ? new NetworkError('network', `Could not reach ${provider}: the connection was reset. ${note}`, {
        provider,
        retryable: true,
      })
    : new ServerError('server', `${provider} failed with HTTP 503 (service unavailable). ${note}`, {
        provider,
        retryable: true,
        status: 503,
      });
}

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = random.integer(0, index);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}
