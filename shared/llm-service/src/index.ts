export {
  type ChaosSetting,
  createModel,
  type ModelOptions,
  PROVIDERS,
  type RetryListener,
  timeoutMsFrom,
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
export { listModels, printModelsIfAsked } from './list-models.ts';
export { loadEnvFile, ROOT_ENV_FILE } from './load-env.ts';
export { MODEL_FLAGS, MODEL_FLAGS_HELP, modelOptionsFromFlags, parseChaosRate } from './model-flags.ts';
export { createToolCallingModel, type ToolCallingModelOptions } from './native/create-tool-calling-model.ts';
export { createGeminiToolModel } from './native/gemini-tools.ts';
export { createOpenAIToolModel } from './native/openai-tools.ts';
export {
  type ConversationEntry,
  entryOf,
  type FinishReason,
  type ModelToolCall,
  type ProviderEcho,
  type ToolCallingModel,
  type ToolCallingRequest,
  type ToolCallingResponse,
  type ToolChoice,
  type ToolDeclaration,
  type ToolResultMessage,
} from './native/tool-calling-types.ts';
export { assertPortableSchema, checkPortableSchema, PORTABLE_KEYWORDS } from './portable-schema.ts';
export { estimateTokens, mergeSameRole, prepareMessages } from './prepare-messages.ts';
export { DEFAULT_OLLAMA_MODEL, DEFAULT_OPENAI_MODEL } from './provider-settings.ts';
export { DEFAULT_GEMINI_MODEL, THINKING_LEVELS, type ThinkingLevel } from './providers/gemini-request.ts';
export { longestSecretLength, redact, registerSecret, sliceRedacted } from './redact.ts';
export { type RetryInfo, type RetryOptions, withRetry } from './retry.ts';
export type { ChatMessage, JsonSchema, LanguageModel, ModelRequest, ModelResponse, TokenUsage } from './types.ts';
export { createValidator, type ValidationResult, type Validator } from './validate.ts';
export { isStrictSchema, toPortableSchema, toWireSchema } from './wire-schema.ts';
