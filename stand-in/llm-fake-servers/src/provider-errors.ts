/**
 * The error answers real providers send, as data, so the fake servers fail the way the real ones do. Bodies follow
 * the providers' documentation: Google's error model (https://ai.google.dev/gemini-api/docs/troubleshooting and
 * https://cloud.google.com/apis/design/errors: `google.rpc.ErrorInfo`, `QuotaFailure`, `RetryInfo`), OpenAI's error
 * codes (https://platform.openai.com/docs/guides/error-codes), Ollama's OpenAI layer (openai/openai.go `NewError`)
 * and llama.cpp's server (`exceed_context_size_error`; the grammar converter's "JSON schema conversion failed").
 */
import type { ScriptedResponse } from './scripted-response.ts';

const googleError = (code: number, status: string, message: string, details: unknown[] = []): ScriptedResponse => ({
  status: code,
  body: { error: { code, message, status, ...(details.length > 0 ? { details } : {}) } },
});

const quotaFailure = (quotaId: string, model: string, limit: string) => ({
  '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
  violations: [
    {
      quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
      quotaId,
      quotaDimensions: { location: 'global', model },
      quotaValue: limit,
    },
  ],
});

const retryInfo = (retryDelay: string) => ({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay });

const quotaHelp = {
  '@type': 'type.googleapis.com/google.rpc.Help',
  links: [
    { description: 'Learn more about Gemini API quotas', url: 'https://ai.google.dev/gemini-api/docs/rate-limits' },
  ],
};

/** Gemini API errors, as `generateContent` answers them. */
export const GEMINI_ERRORS = {
  badKey: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com' },
    },
  ]),
  dailyQuota: googleError(
    429,
    'RESOURCE_EXHAUSTED',
    'You exceeded your current quota, please check your plan and billing details. * Quota exceeded for metric: ' +
      'generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 20, model: gemini-3.8-flash\n' +
      'Please retry in 37.5s.',
    [
      quotaHelp,
      quotaFailure('GenerateRequestsPerDayPerProjectPerModel-FreeTier', 'gemini-3.8-flash', '20'),
      retryInfo('37s'),
    ],
  ),
  minuteQuota: googleError(
    429,
    'RESOURCE_EXHAUSTED',
    'You exceeded your current quota, please check your plan and billing details. Please retry in 7.2s.',
    [
      quotaHelp,
      quotaFailure('GenerateRequestsPerMinutePerProjectPerModel-FreeTier', 'gemini-3.5-flash-lite', '15'),
      retryInfo('7s'),
    ],
  ),
  longWait: googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', [
    retryInfo('3600s'),
  ]),
  unknownModel: googleError(
    404,
    'NOT_FOUND',
    'models/gemini-9-flash is not found for API version v1beta, or is not supported for generateContent. ' +
      'Call ListModels to see the list of available models and their supported methods.',
  ),
  contextTooLong: googleError(
    400,
    'INVALID_ARGUMENT',
    'The input token count (1048600) exceeds the maximum number of tokens allowed (1048576).',
  ),
  rejectedSchema: googleError(
    400,
    'INVALID_ARGUMENT',
    'The specified schema produces a constraint that has too many states for serving. Typical causes of this ' +
      'error are schemas with lots of text (for example, very long property or enum names).',
  ),
  region: googleError(400, 'FAILED_PRECONDITION', 'User location is not supported for the API use.'),
  /** A model the free tier does not include, for this key: the quota's limit is 0 (google-gemini/gemini-cli#22486). */
  noFreeTier: googleError(
    429,
    'RESOURCE_EXHAUSTED',
    'You exceeded your current quota, please check your plan and billing details. * Quota exceeded for metric: ' +
      'generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-3.1-pro\n' +
      'Please retry in 25.465784708s.',
    [
      quotaHelp,
      quotaFailure('GenerateRequestsPerDayPerProjectPerModel-FreeTier', 'gemini-3.1-pro', '0'),
      retryInfo('25s'),
    ],
  ),
  /** A Gemma model, which takes no system instruction on the Gemini API (0xPlaygrounds/rig#788). */
  noSystemInstruction: googleError(
    400,
    'INVALID_ARGUMENT',
    'Developer instruction is not enabled for models/gemma-3-27b-it',
  ),
  /** A thinking level the model lacks (egoist/chatwise-releases#1206). */
  thinkingLevel: googleError(
    400,
    'INVALID_ARGUMENT',
    'Thinking level MEDIUM is not supported for this model. Please retry with other thinking level.',
  ),
} satisfies Record<string, ScriptedResponse>;

const openAIError = (
  status: number,
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
) => ({
  status,
  body: { error: { message, type, param, code } },
});

/** OpenAI API errors, as `/v1/chat/completions` answers them. */
export const OPENAI_ERRORS = {
  badKey: openAIError(
    401,
    'Incorrect API key provided: sk-abc***. You can find your API key at https://platform.openai.com/account/api-keys.',
    'invalid_request_error',
    'invalid_api_key',
  ),
  noCredit: openAIError(
    429,
    'You exceeded your current quota, please check your plan and billing details. For more information on this ' +
      'error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
    'insufficient_quota',
    'insufficient_quota',
  ),
  rateLimit: {
    ...openAIError(
      429,
      'Rate limit reached for gpt-4o-mini in organization org-abc on requests per min (RPM): Limit 3, Used 3, ' +
        'Requested 1. Please try again in 1.5s. Visit https://platform.openai.com/account/rate-limits to learn more.',
      'requests',
      'rate_limit_exceeded',
    ),
    headers: { 'retry-after-ms': '1500', 'retry-after': '2' },
  },
  unknownModel: openAIError(
    404,
    'The model `gpt-9` does not exist or you do not have access to it.',
    'invalid_request_error',
    'model_not_found',
  ),
  contextTooLong: openAIError(
    400,
    "This model's maximum context length is 128000 tokens. However, your messages resulted in 130412 tokens. " +
      'Please reduce the length of the messages.',
    'invalid_request_error',
    'context_length_exceeded',
    'messages',
  ),
  rejectedSchema: openAIError(
    400,
    `Invalid schema for response_format 'reply': schema must be a JSON Schema of 'type: "object"', got 'type: "None"'.`,
    'invalid_request_error',
    null,
    'response_format',
  ),
  region: openAIError(
    403,
    'Country, region, or territory not supported',
    'request_forbidden',
    'unsupported_country_region_territory',
  ),
} satisfies Record<string, ScriptedResponse>;

/** Ollama's answers through its OpenAI-compatible `/v1` layer. */
export const OLLAMA_ERRORS = {
  rejectedSchema: openAIError(500, 'invalid JSON schema in format', 'api_error', null),
  unknownModel: openAIError(404, 'model "llama9" not found, try pulling it first', 'not_found_error', null),
} satisfies Record<string, ScriptedResponse>;

/** vLLM's answers (`vllm serve`), from vllm/entrypoints/openai/serving_chat.py. */
export const VLLM_ERRORS = {
  /** Tools sent to a server started without `--enable-auto-tool-choice --tool-call-parser`. */
  toolChoiceFlags: {
    status: 400,
    body: {
      object: 'error',
      message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
      type: 'BadRequestError',
      param: null,
      code: 400,
    },
  },
} satisfies Record<string, ScriptedResponse>;

/** llama.cpp server's answers (`llama-server`). */
export const LLAMA_CPP_ERRORS = {
  contextTooLong: {
    status: 400,
    body: {
      error: {
        code: 400,
        message: 'request (9412 tokens) exceeds the available context size (8192 tokens), try increasing it',
        type: 'exceed_context_size_error',
        n_prompt_tokens: 9412,
        n_ctx: 8192,
      },
    },
  },
} satisfies Record<string, ScriptedResponse>;
