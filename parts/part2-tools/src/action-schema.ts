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

/** What the model may reply in this part. */
export type Action = AnswerAction | ToolAction;

// #region action-schema
/**
 * The reply format as a JSON Schema, generated from the registry: an object with an `action`, and beside it the
 * alternatives in full (an answer, or one per tool with that tool's own parameter schema). Providers are sent the
 * object, which every one of them accepts (OpenAI refuses anything but an object at the root); our validator also
 * checks the alternatives, so an unknown tool or a bad parameter is caught with the field named. The same object
 * drives the provider's JSON mode, that validation, and the offline model's idea of what it may say.
 */
export function buildActionSchema(registry: ToolRegistry): JsonSchema {
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
  if (names.length === 0) return answer;
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
  return {
    type: 'object',
    properties: {
      action: { type: 'string', enum: ['answer', 'tool'] },
      response: { type: 'string', description: 'With "answer": what to tell the person.' },
      tool: { type: 'string', enum: names, description: 'With "tool": which tool to run.' },
      parameters: { anyOf: names.map(parametersOf), description: 'With "tool": the tool\'s parameters.' },
    },
    required: ['action'],
    additionalProperties: false,
    anyOf: [answer, ...tools],
  };
}
// #endregion action-schema
