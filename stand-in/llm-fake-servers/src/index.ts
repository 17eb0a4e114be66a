/**
 * Fake model servers for tests: a Gemini and an OpenAI-compatible server on 127.0.0.1, each answering text and tool
 * calls alike, whole or streamed, with the providers' documented bodies and the rules the real servers enforce, so
 * the providers are tested through the real SDK and `fetch` and never touch the network. Nothing here imports the
 * model interface (`@scheduling-agent/llm-service`), so that package's own tests can use it; the scripted models
 * live in `@scheduling-agent/llm-testing`, which also passes all of this on. A development dependency only.
 */

export {
  type EagerCallerReply,
  type FakeHandler,
  type FakeServer,
  type FakeServerOptions,
  type RecordedRequest,
  type ServerFlavor,
  type ServerReply,
  startFakeGeminiServer,
  startFakeGeminiToolServer,
  startFakeOpenAIServer,
  startFakeOpenAIToolServer,
} from './fake-servers.ts';
export {
  type GeminiCall,
  geminiCalls,
  geminiCutOff,
  geminiEmpty,
  geminiError,
  geminiMalformedCall,
  geminiStream,
  geminiText,
  geminiThinkingText,
} from './gemini-replies.ts';
export { legacyGrammarProblems } from './legacy-grammar.ts';
export {
  type OpenAICall,
  openAICutOff,
  openAIError,
  openAIReasoningText,
  openAIStream,
  openAIText,
  openAIToolCalls,
} from './openai-replies.ts';
export { GEMINI_ERRORS, LLAMA_CPP_ERRORS, OLLAMA_ERRORS, OPENAI_ERRORS, VLLM_ERRORS } from './provider-errors.ts';
export type { ScriptedResponse, StreamedResponse } from './scripted-response.ts';
