export {
  type ChaosSetting,
  createModel,
  type ModelOptions,
  PROVIDERS,
  type RetryListener,
} from './create-model.ts';
export {
  AuthenticationError,
  CancelledError,
  ConfigurationError,
  EmptyReplyError,
  isRetryable,
  LlmError,
  type LlmErrorKind,
  NetworkError,
  RateLimitError,
  ServerError,
} from './errors.ts';
export { loadEnvFile, ROOT_ENV_FILE } from './load-env.ts';
export { MODEL_FLAGS, MODEL_FLAGS_HELP, modelOptionsFromFlags, parseChaosRate } from './model-flags.ts';
export {
  type JsonParseError,
  type JsonParseErrorKind,
  type JsonParseOptions,
  type JsonParseResult,
  parseJSONFromString,
} from './parse-json-from-string.ts';
export { redact, registerSecret } from './redact.ts';
export { type RetryInfo, type RetryOptions, withRetry } from './retry.ts';
export type { ChatMessage, JsonSchema, LanguageModel, ModelRequest, ModelResponse, TokenUsage } from './types.ts';
export { createValidator, type ValidationResult, type Validator } from './validate.ts';
