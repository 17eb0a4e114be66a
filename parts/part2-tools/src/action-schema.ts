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

/** What the model may reply in this part. */
export type Action = AnswerAction | ToolAction;

// #region action-schema
/**
 * The reply format as a JSON Schema, generated from the registry: an answer, or one branch per tool with that tool's
 * own parameter schema. The same object drives the provider's JSON mode, the validation of every reply (so an unknown
 * tool or a bad parameter is caught with the field named), and the offline model's idea of what it may say.
 */
export function buildActionSchema(registry: ToolRegistry): JsonSchema {
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
  return { anyOf: [answer, ...tools] };
}
// #endregion action-schema
