import type { JsonSchema } from '@scheduling-agent/llm-service';
import type { ToolRegistry } from './tool-registry.ts';

/** Answer the person. */
export interface AnswerAction {
  readonly action: 'answer';
  readonly response: string;
}

/** Ask for one tool to be run. */
export interface ToolAction {
  readonly action: 'tool';
  readonly tool: string;
  readonly parameters: Record<string, unknown>;
}

/** Ask for several independent tools at once; they run concurrently. */
export interface ToolsAction {
  readonly action: 'tools';
  readonly calls: ReadonlyArray<{ readonly tool: string; readonly parameters: Record<string, unknown> }>;
}

/** What the model may reply in this part. */
export type Action = AnswerAction | ToolAction | ToolsAction;

// #region action-schema
/**
 * The reply format as a JSON Schema, generated from the registry: an answer, one branch per tool with that tool's
 * own parameter schema, or several calls at once (each call's parameters are checked when it runs). The same object
 * drives the provider's JSON mode, the validation of every reply, and the offline model's idea of what it may say.
 * With `tools: false` (the last step of a turn) only an answer is allowed.
 */
export function buildActionSchema(registry: ToolRegistry, options: { tools: boolean } = { tools: true }): JsonSchema {
  const answer = {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['answer'] },
      response: { type: 'string', description: 'What to tell the person.' },
    },
    required: ['action', 'response'],
    additionalProperties: false,
  };
  const tools = registry.list().map((name) => ({
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['tool'] },
      tool: { type: 'string', enum: [name] },
      parameters: registry.getDefinition(name)!.parameters,
    },
    required: ['action', 'tool', 'parameters'],
    additionalProperties: false,
  }));
  if (!options.tools) return answer;
  const batch = {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['tools'] },
      calls: {
        type: 'array',
        minItems: 1,
        maxItems: 5,
        items: {
          type: 'object',
          properties: { tool: { type: 'string', enum: registry.list() }, parameters: { type: 'object' } },
          required: ['tool', 'parameters'],
          additionalProperties: false,
        },
      },
    },
    required: ['action', 'calls'],
    additionalProperties: false,
  };
  return { anyOf: [answer, ...tools, batch] };
}
// #endregion action-schema
