import { timeoutMsFrom } from './create-model.ts';
import { FlagValueError } from './errors.ts';
import { DEFAULT_OLLAMA_MODEL, DEFAULT_OPENAI_MODEL } from './provider-settings.ts';
import { DEFAULT_GEMINI_MODEL } from './providers/gemini-request.ts';

/** The model flags every part accepts, in `node:util` parseArgs form; spread them into a part's own flags. */
export const MODEL_FLAGS = {
  provider: { type: 'string' },
  model: { type: 'string' },
  timeout: { type: 'string' },
  chaos: { type: 'string' },
  'chaos-seed': { type: 'string' },
  'list-models': { type: 'boolean' },
} as const;

/** The `--help` lines for {@link MODEL_FLAGS}. */
export const MODEL_FLAGS_HELP = `Model:
  --provider NAME     gemini, openai-compatible (alias openai), ollama or offline.
                      Default: LLM_PROVIDER, else gemini when GEMINI_API_KEY is set, else offline.
  --model NAME        Model name (default: GEMINI_MODEL or ${DEFAULT_GEMINI_MODEL}; OPENAI_MODEL or
                      ${DEFAULT_OPENAI_MODEL}; OLLAMA_MODEL or ${DEFAULT_OLLAMA_MODEL}). --list-models prints what
                      the provider offers, then exits.
  --timeout SECONDS   How long to wait for one reply, retries included (default 60, from 1 to 3600).
  --chaos RATE        Corrupt a share of the model's replies (0.3 or 30%) the way real models fail, to watch
                      the agent cope. Reproducible: --chaos-seed N picks another sequence (default 1).`;

/** Turns parsed model flags into `createModel` options, refusing a timeout outside 1 to 3600 seconds. */
export function modelOptionsFromFlags(values: {
  provider?: string;
  model?: string;
  timeout?: string;
  chaos?: string;
  'chaos-seed'?: string;
}): { provider?: string; model?: string; timeoutSeconds?: number; chaos?: { rate: number; seed: number } } {
  const options: {
    provider?: string;
    model?: string;
    timeoutSeconds?: number;
    chaos?: { rate: number; seed: number };
  } = {};
  if (values.provider) options.provider = values.provider;
  if (values.model) options.model = values.model;
  if (values.timeout !== undefined) {
    const seconds = values.timeout.trim() === '' ? Number.NaN : Number(values.timeout);
    // Checked here so a bad value stops the start with one line, not every later request.
    options.timeoutSeconds = timeoutMsFrom(seconds) / 1000;
  }
  if (values.chaos !== undefined) {
    const seed = Number(values['chaos-seed'] ?? 1);
    if (!Number.isInteger(seed)) {
      throw new FlagValueError(`--chaos-seed must be a whole number (got "${values['chaos-seed']}").`);
    }
    options.chaos = { rate: parseChaosRate(values.chaos), seed };
  }
  return options;
}

/**
 * Reads a chaos rate as a person types it, a share (`0.3`) or a percentage (`30%`), and returns the share. Anything
 * that is not a number from 0 to 1 (or 0% to 100%) is a {@link FlagValueError} that says what to type instead.
 */
export function parseChaosRate(text: string): number {
  const trimmed = text.trim();
  const percent = /^(\d+(?:\.\d+)?|\.\d+)\s*%$/.exec(trimmed);
  const share = percent ? Number(percent[1]) / 100 : /^(\d+(?:\.\d+)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
  if (Number.isFinite(share) && share >= 0 && share <= 1) return share;
  const hint = !percent && share > 1 && share <= 100 ? ` (did you mean ${trimmed}%?)` : '';
  throw new FlagValueError(
    `Chaos rate "${text}" is not valid${hint}: give the share of replies to corrupt as a number from 0 to 1 (0.3) ` +
      'or a percentage from 0% to 100% (30%).',
  );
}
