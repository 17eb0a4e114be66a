import { LlmError } from '../errors.ts';
import type { ProviderWords } from '../providers/http-errors.ts';

/**
 * Builds a request body here, before anything is sent, so that a failure to build it (a value nested too deep to
 * encode, say) is reported as what it is: a local problem with the conversation, never a server's reply that "could
 * not be read", and never retried.
 */
export function buildRequest<T>(build: () => T, words: Pick<ProviderWords, 'name' | 'provider'>): T {
  try {
    return build();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return failBuilding(reason, words);
  }
}

function failBuilding(reason: string, words: Pick<ProviderWords, 'name' | 'provider'>): never {
  throw new LlmError(
    'configuration',
    `The request for ${words.name} could not be built here (${reason.slice(0, 120)}); nothing was sent: ` +
      'type /reset to start over.',
    { provider: words.provider },
  );
}
