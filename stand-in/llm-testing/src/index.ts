/**
 * Test doubles for both model interfaces of `@scheduling-agent/llm-service`: scripted models (a queue of replies and a
 * record of requests) for testing agents, and, passed on from `@scheduling-agent/llm-fake-servers`, a fake Gemini and
 * OpenAI-compatible server on 127.0.0.1 answering text and tool calls alike, for testing providers through the real
 * SDK. One import for every test. A development dependency only.
 */

export * from '@scheduling-agent/llm-fake-servers';
export {
  ScriptedModel,
  type ScriptedReply,
  ScriptedToolModel,
  type ScriptedToolReply,
  type ScriptedToolStep,
} from './scripted-model.ts';
