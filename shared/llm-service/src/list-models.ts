import { createModel, type ModelOptions } from './create-model.ts';
import { ConfigurationError } from './errors.ts';
import { modelOptionsFromFlags } from './model-flags.ts';
import type { LanguageModel } from './types.ts';

/**
 * The models the chosen provider offers, from its own list: Gemini through the SDK's model listing, an
 * OpenAI-compatible server (OpenAI, Ollama, llama.cpp, LM Studio, vLLM) through `GET /models`. This is how a person
 * finds a current model after a 404 for a retired or misspelled one.
 */
export async function listModels(options: ModelOptions = {}): Promise<string[]> {
  // The stand-in is not needed to say that it has no list, so a placeholder stands in for it here.
  const offline = (): LanguageModel => ({
    provider: 'offline',
    label: 'offline stand-in',
    generate: () => Promise.reject(new ConfigurationError('Not a model: only here to list models.')),
  });
  const model = createModel({ offline, ...options, chaos: undefined });
  if (!model.listModels) {
    throw new ConfigurationError(`The ${model.provider} provider has no list of models: it is the only one there is.`);
  }
  return model.listModels();
}

/**
 * For a part's `--list-models`: prints the chosen provider's models, one per line, and returns true; returns false
 * when the flag is not set, so the part goes on to start.
 */
export async function printModelsIfAsked(
  values: Parameters<typeof modelOptionsFromFlags>[0] & { 'list-models'?: boolean },
): Promise<boolean> {
  if (!values['list-models']) return false;
  for (const name of await listModels(modelOptionsFromFlags(values))) console.log(name);
  return true;
}
