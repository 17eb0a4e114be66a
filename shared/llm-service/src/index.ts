/**
 * How the agent talks to a model. Two interfaces, each with a Gemini and an OpenAI-compatible provider:
 * `LanguageModel` (`types.ts`, `providers/`), text in and text out, for Parts 1 to 3; and `ToolCallingModel`
 * (`native/`), the providers' own function calling, for Parts 4 to 6. Beside them: how a learner picks a model
 * (`model-flags.ts`, `provider-settings.ts`), the errors a provider raises, retries, keeping the API key out of
 * output, and the JSON Schema checks both interfaces share. Reading JSON out of a text reply is
 * `@scheduling-agent/reply-extraction`; the scripted models and fake servers for tests are
 * `@scheduling-agent/llm-testing`.
 */
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
  LlmError,
  type LlmErrorKind,
  NetworkError,
  RateLimitError,
  ServerError,
} from './errors.ts';
export { printModelsIfAsked } from './list-models.ts';
export { loadEnvFile, ROOT_ENV_FILE } from './load-env.ts';
export { MODEL_FLAGS, MODEL_FLAGS_HELP, modelOptionsFromFlags, parseChaosRate } from './model-flags.ts';
export { createToolCallingModel, type ToolCallingModelOptions } from './native/create-tool-calling-model.ts';
export { createGeminiToolModel } from './native/gemini-tools.ts';
export { createOpenAIToolModel } from './native/openai-tools.ts';
export type {
  ConversationEntry,
  FinishReason,
  ModelToolCall,
  ProviderEcho,
  ToolCallingModel,
  ToolCallingRequest,
  ToolCallingResponse,
  ToolChoice,
  ToolDeclaration,
  ToolResultMessage,
} from './native/tool-calling-types.ts';
export { assertPortableSchema, checkPortableSchema } from './portable-schema.ts';
export { estimateTokens } from './prepare-messages.ts';
export { DEFAULT_OLLAMA_MODEL, DEFAULT_OPENAI_MODEL } from './provider-settings.ts';
export { DEFAULT_GEMINI_MODEL, THINKING_LEVELS, type ThinkingLevel } from './providers/gemini-request.ts';
export { longestSecretLength, redact, redactValue, registerSecret, sliceRedacted } from './redact.ts';
export { type RetryInfo, type RetryOptions, withRetry } from './retry.ts';
export type { ChatMessage, JsonSchema, LanguageModel, ModelRequest, ModelResponse, TokenUsage } from './types.ts';
export { createValidator, type ValidationResult, type Validator } from './validate.ts';
export { toPortableSchema, toWireSchema } from './wire-schema.ts';
