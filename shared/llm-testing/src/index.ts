/**
 * Test doubles for both model interfaces of `@scheduling-agent/llm-service`: scripted models (a queue of replies and a
 * record of requests) for testing agents, and a fake Gemini and OpenAI-compatible server on 127.0.0.1, answering text
 * and tool calls alike, for testing providers through the real SDK. A development dependency only.
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
export {
  ScriptedModel,
  type ScriptedReply,
  ScriptedToolModel,
  type ScriptedToolReply,
  type ScriptedToolStep,
} from './scripted-model.ts';
export type { ScriptedResponse, StreamedResponse } from './scripted-response.ts';
