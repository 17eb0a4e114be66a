export { CHAOS_KINDS, type ChaosKind, isChaosKind, parseChaosRate } from './chaos/chaos-kinds.ts';
export {
  type ChaosEvent,
  type ChaosModel,
  type ChaosOptions,
  type ChaosStats,
  createChaosModel,
} from './chaos/chaos-model.ts';
export { createModel, type ModelOptions, PROVIDERS } from './create-model.ts';
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
export { MODEL_FLAGS, MODEL_FLAGS_HELP, modelOptionsFromFlags } from './model-flags.ts';
export { answer, type Intent, type OfflineReply } from './offline/intent.ts';
export { type FoundDate, type FoundTime, findDate, findDuration, findTime } from './offline/natural-dates.ts';
export { chatIntents, createOfflineModel, type OfflineModelOptions } from './offline/offline-model.ts';
export { planned, planningIntents } from './offline/planning-intents.ts';
export type { Plan, Step } from './offline/planning-step.ts';
export {
  FEEDBACK_PREFIX,
  isPersonMessage,
  type PlannedCall,
  type PlanningTurn,
  readTurn,
  TOOL_RESULTS_PREFIX,
  type ToolRecord,
} from './offline/planning-turn.ts';
export { type OfflineContext, readRequest } from './offline/read-request.ts';
export {
  bookRequest,
  cancelRequest,
  checkRequest,
  findDateTime,
  findTitle,
  listRequest,
  toolCall,
  toolIntents,
} from './offline/tool-intents.ts';
export { type JsonParseError, type JsonParseResult, parseJSONFromString } from './parse-json-from-string.ts';
export { redact, registerSecret } from './redact.ts';
export type { ChatMessage, JsonSchema, LanguageModel, ModelRequest, ModelResponse, TokenUsage } from './types.ts';
export { createValidator, type ValidationResult, type Validator } from './validate.ts';
