import { type JsonSchema, toPortableSchema } from '@scheduling-agent/llm-service';
import type { ToolRegistry } from './tool-registry.ts';

/** Answer the person. */
interface AnswerAction {
  readonly action: 'answer';
  readonly response: string;
}

/** Ask for one tool to be run. */
interface ToolAction {
  readonly action: 'tool';
  readonly tool: string;
  readonly parameters: Record<string, unknown>;
}

/** Ask for several independent tools at once; they run concurrently. */
interface ToolsAction {
  readonly action: 'tools';
  readonly calls: ReadonlyArray<{ readonly tool: string; readonly parameters: Record<string, unknown> }>;
}

/** What the model may reply in this part. */
export type Action = AnswerAction | ToolAction | ToolsAction;

// #region action-schema
/**
 * The reply format as a JSON Schema, generated from the registry: an object with an `action`, and beside it the
 * alternatives in full (an answer, one per tool with that tool's own parameter schema, or several calls at once).
 * Providers are sent the object, which every one of them accepts (OpenAI refuses anything but an object at the
 * root); our validator also checks the alternatives. The same object drives the provider's JSON mode, the validation
 * of every reply, and the offline model's idea of what it may say. With `tools: false` (the last step of a turn)
 * only an answer is allowed.
 */
export function buildActionSchema(registry: ToolRegistry, options: { tools: boolean } = { tools: true }): JsonSchema {
  const names = registry.list();
  // What every server can be sent of each tool's parameters; the registry checks the full schema before a tool runs.
  const parametersOf = (name: string) => toPortableSchema(registry.getDefinition(name)!.parameters);
  const answer = {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['answer'] },
      response: { type: 'string', description: 'What to tell the person.' },
    },
    required: ['action', 'response'],
    additionalProperties: false,
  };
  if (!options.tools || names.length === 0) return answer;
  const tools = names.map((name) => ({
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['tool'] },
      tool: { type: 'string', enum: [name] },
      parameters: parametersOf(name),
    },
    required: ['action', 'tool', 'parameters'],
    additionalProperties: false,
  }));
  const calls = {
    type: 'array',
    minItems: 1,
    maxItems: 5,
    items: {
      anyOf: names.map((name) => ({
        type: 'object',
        properties: { tool: { type: 'string', enum: [name] }, parameters: parametersOf(name) },
        required: ['tool', 'parameters'],
        additionalProperties: false,
      })),
    },
  };
  const batch = {
    type: 'object',
    properties: { action: { type: 'string', enum: ['tools'] }, calls },
    required: ['action', 'calls'],
    additionalProperties: false,
  };
  return {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['answer', 'tool', 'tools'] },
      response: { type: 'string', description: 'With "answer": what to tell the person.' },
      tool: { type: 'string', enum: names, description: 'With "tool": which tool to run.' },
      parameters: { anyOf: names.map(parametersOf), description: 'With "tool": the tool\'s parameters.' },
      calls: { ...calls, description: 'With "tools": several independent calls, run together.' },
    },
    required: ['action'],
    additionalProperties: false,
    anyOf: [answer, ...tools, batch],
  };
}
// #endregion action-schema
