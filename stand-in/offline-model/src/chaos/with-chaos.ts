import { type LanguageModel, type ModelRequest, type RetryInfo, withRetry } from '@scheduling-agent/llm-service';
import { type ChaosModel, createChaosModel } from './chaos-model.ts';

/** Options for {@link withChaos}: the share of replies to corrupt, the seed, and who hears about retries. */
export interface WithChaosOptions {
  readonly rate: number;
  readonly seed: number;
  readonly onRetry?: (info: RetryInfo) => void;
}

/**
 * The model behind `--chaos`: corrupted replies reach the agent as they would from a real model; made-up transport
 * errors are retried here, as a real provider's would be inside it (quickly for the offline model, which has no
 * network to wait for). Pass it to `createModel` as its `withChaos` option.
 */
export function withChaos(model: LanguageModel, options: WithChaosOptions): ChaosModel {
  const chaotic = createChaosModel(model, { rate: options.rate, seed: options.seed });
  return {
    provider: chaotic.provider,
    label: chaotic.label,
    get stats() {
      return chaotic.stats;
    },
    generate: (request: ModelRequest) =>
      withRetry((signal) => chaotic.generate({ ...request, signal }), {
        provider: chaotic.provider,
        ...(request.signal ? { signal: request.signal } : {}),
        ...(model.provider === 'offline' ? { baseDelayMs: 20, maxDelayMs: 100 } : {}),
        ...(options.onRetry ? { onRetry: options.onRetry } : {}),
      }),
  };
}
