export { WORST_SHAPES } from '../reply-extraction/worst-shapes.ts';
export {
  type FakeHandler,
  type FakeServer,
  type FakeServerOptions,
  geminiError,
  geminiText,
  geminiThinkingText,
  openAIError,
  openAIReasoningText,
  openAIText,
  type RecordedRequest,
  type ScriptedResponse,
  type ServerFlavor,
  startFakeGeminiServer,
  startFakeOpenAIServer,
} from './fake-servers.ts';
export { legacyGrammarProblems } from './legacy-grammar.ts';
export { GEMINI_ERRORS, LLAMA_CPP_ERRORS, OLLAMA_ERRORS, OPENAI_ERRORS } from './provider-errors.ts';
export { ScriptedModel, type ScriptedReply } from './scripted-model.ts';
