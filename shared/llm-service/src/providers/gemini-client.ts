import type { GoogleGenAI } from '@google/genai';
import { ConfigurationError } from '../errors.ts';
import { redact } from '../redact.ts';
import type { GeminiModelOptions } from './gemini.ts';
import { sameOriginFetch } from './guarded-fetch.ts';
import type { ProviderWords } from './http-errors.ts';

/**
 * Loads `@google/genai` only when Gemini is used, and builds its client. One client setup for the text and the
 * tool-calling models.
 */
export async function loadGeminiClient(options: GeminiModelOptions): Promise<GoogleGenAI> {
  let sdk: typeof import('@google/genai');
  try {
    sdk = await import('@google/genai');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigurationError(`Could not load the Gemini SDK @google/genai (${reason}): run npm install.`, 'gemini');
  }
  // No httpOptions.retryOptions: without it the SDK makes exactly one request per call, and withRetry does the rest.
  // No httpOptions.timeout either: the attempt's abort signal carries the time limit.
  // The custom fetch refuses redirects to another origin: the key travels in a header fetch would pass on.
  const fetch = sameOriginFetch(urlSetting(options), 'gemini');
  return new sdk.GoogleGenAI({
    apiKey: options.apiKey,
    vertexai: false,
    httpOptions: { fetch, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) },
  });
}

function urlSetting(options: Pick<GeminiModelOptions, 'baseUrl' | 'baseUrlSetting'>): string {
  return options.baseUrl ? (options.baseUrlSetting ?? 'The Gemini base URL') : 'GOOGLE_GEMINI_BASE_URL';
}

/** How messages name Gemini and its settings; `requestHint` is what a rejected request (400) suggests. */
export function geminiWords(
  options: Pick<GeminiModelOptions, 'baseUrl' | 'baseUrlSetting' | 'model'>,
  requestHint = 'see the troubleshooting table in docs/real-models.md',
): ProviderWords {
  const setting = urlSetting(options);
  const address =
    options.baseUrl || process.env.GOOGLE_GEMINI_BASE_URL?.trim() || 'https://generativelanguage.googleapis.com';
  let host: string | undefined;
  try {
    const url = new URL(address);
    if (url.protocol === 'http:' || url.protocol === 'https:') host = url.host;
  } catch {
    // Reported below.
  }
  if (host === undefined) {
    throw new ConfigurationError(
      `${setting} is not an http(s) URL ("${redact(address)}"): use for example http://127.0.0.1:8080, or leave it unset.`,
      'gemini',
    );
  }
  return {
    provider: 'gemini',
    name: 'Gemini',
    host,
    keySetting: 'GEMINI_API_KEY in .env or your environment',
    urlSetting: 'GOOGLE_GEMINI_BASE_URL',
    unreachableHint: 'check your connection or GOOGLE_GEMINI_BASE_URL',
    requestHint,
    model: options.model,
    modelHint:
      'see the models your key can use with `npm run models -- --provider gemini`, then set GEMINI_MODEL or --model',
  };
}
