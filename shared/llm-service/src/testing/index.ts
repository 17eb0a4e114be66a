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
export {
  type GeminiCall,
  geminiCalls,
  geminiCutOff,
  geminiEmpty,
  geminiMalformedCall,
  geminiMissingSignature,
  geminiStream,
  type OpenAICall,
  openAICutOff,
  openAIStream,
  openAIToolCalls,
  type StreamedResponse,
} from './fake-tool-replies.ts';
export {
  type EagerCallerReply,
  type FakeGeminiToolOptions,
  type FakeOpenAIToolOptions,
  type FakeToolServer,
  startFakeGeminiToolServer,
  startFakeOpenAIToolServer,
  type ToolServerReply,
} from './fake-tool-servers.ts';
export { checkGeminiDeclarations } from './gemini-declaration-rules.ts';
export { legacyGrammarProblems } from './legacy-grammar.ts';
export { GEMINI_ERRORS, LLAMA_CPP_ERRORS, OLLAMA_ERRORS, OPENAI_ERRORS, VLLM_ERRORS } from './provider-errors.ts';
export { ScriptedModel, type ScriptedReply } from './scripted-model.ts';
export { ScriptedToolModel, type ScriptedToolReply, type ScriptedToolStep } from './scripted-tool-model.ts';
export { checkGeminiToolRules, checkOpenAIToolRules, type ToolServerFlavor } from './tool-server-rules.ts';
