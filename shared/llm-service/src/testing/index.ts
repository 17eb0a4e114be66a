export { WORST_SHAPES } from '../reply-extraction/worst-shapes.ts';
export {
  type FakeHandler,
  type FakeServer,
  geminiError,
  geminiText,
  openAIError,
  openAIText,
  type RecordedRequest,
  type ScriptedResponse,
  startFakeGeminiServer,
  startFakeOpenAIServer,
} from './fake-servers.ts';
export { ScriptedModel, type ScriptedReply } from './scripted-model.ts';
