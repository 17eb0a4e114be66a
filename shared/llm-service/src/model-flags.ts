import { ConfigurationError } from './errors.ts';

/** The model flags every part accepts, in `node:util` parseArgs form; spread them into a part's own flags. */
export const MODEL_FLAGS = {
  provider: { type: 'string' },
  model: { type: 'string' },
  timeout: { type: 'string' },
} as const;

/** The `--help` lines for {@link MODEL_FLAGS}. */
export const MODEL_FLAGS_HELP = `Model:
  --provider NAME     gemini, openai-compatible (alias openai), ollama or offline.
                      Default: LLM_PROVIDER, else gemini when GEMINI_API_KEY is set, else offline.
  --model NAME        Model name (default: GEMINI_MODEL or gemini-2.5-flash; OPENAI_MODEL; OLLAMA_MODEL or llama3.2).
  --timeout SECONDS   How long to wait for one reply (default 60).`;

/** Turns parsed model flags into `createModel` options, refusing a timeout that is not a positive number. */
export function modelOptionsFromFlags(values: { provider?: string; model?: string; timeout?: string }): {
  provider?: string;
  model?: string;
  timeoutSeconds?: number;
} {
  const options: { provider?: string; model?: string; timeoutSeconds?: number } = {};
  if (values.provider) options.provider = values.provider;
  if (values.model) options.model = values.model;
  if (values.timeout !== undefined) {
    const seconds = Number(values.timeout);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new ConfigurationError(`--timeout must be a positive number of seconds (got "${values.timeout}").`);
    }
    options.timeoutSeconds = seconds;
  }
  return options;
}
