import { createModel, type ModelOptions } from './create-model.ts';
import { ConfigurationError } from './errors.ts';

/**
 * The models the chosen provider offers, from its own list: Gemini through the SDK's model listing, an
 * OpenAI-compatible server (OpenAI, Ollama, llama.cpp, LM Studio, vLLM) through `GET /models`. This is how a person
 * finds a current model after a 404 for a retired or misspelled one.
 */
export async function listModels(options: ModelOptions = {}): Promise<string[]> {
  const model = createModel({ ...options, chaos: undefined });
  if (!model.listModels) {
    throw new ConfigurationError(`The ${model.provider} provider has no list of models: it is the only one there is.`);
  }
  return model.listModels();
}
