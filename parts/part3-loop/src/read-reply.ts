import { parseJSONFromString, type Validator } from '@scheduling-agent/llm-service';
import type { Action } from './action-schema.ts';
import type { ToolCall } from './history.ts';
import type { ToolRegistry } from './tool-registry.ts';

// #region decision
/** What the loop does next, decided from one reply. */
export type Decision =
  | { readonly type: 'answer'; readonly text: string }
  | { readonly type: 'tools'; readonly calls: readonly ToolCall[] }
  | { readonly type: 'invalid'; readonly problem: string };
// #endregion decision

// #region read-reply
/**
 * Turns a model's reply (untrusted text) into a decision. A reply that is not JSON, or not a valid action, becomes
 * `invalid` with a problem written for the model: the parser's or validator's own words with the field named, and
 * what a valid reply looks like, so that the next step can fix it.
 */
export function readReply(
  reply: string,
  validate: Validator<Action>,
  registry: ToolRegistry,
  lastStep: boolean,
): Decision {
  const parsed = parseJSONFromString(reply);
  if (!parsed.ok) return { type: 'invalid', problem: `${parsed.error.message} ${howToReply(registry, lastStep)}` };
  const checked = validate(parsed.value);
  if (!checked.ok) {
    return {
      type: 'invalid',
      problem: `${checked.message}. ${hint(parsed.value, registry)}${howToReply(registry, lastStep)}`,
    };
  }
  const action = checked.value;
  if (action.action === 'answer') return { type: 'answer', text: action.response };
  if (action.action === 'tool') return { type: 'tools', calls: [{ tool: action.tool, parameters: action.parameters }] };
  return { type: 'tools', calls: action.calls.map(({ tool, parameters }) => ({ tool, parameters })) };
}
// #endregion read-reply

function howToReply(registry: ToolRegistry, lastStep: boolean): string {
  if (lastStep) return 'This is the last step: reply with {"action":"answer","response":"…"} only.';
  return (
    'Reply with one JSON object: {"action":"answer","response":"…"}, {"action":"tool","tool":"<name>","parameters":{…}} ' +
    `or {"action":"tools","calls":[…]}. Tools: ${registry.list().join(', ')}.`
  );
}

/** For a reply that named a real tool with wrong parameters: what that tool takes. */
function hint(value: unknown, registry: ToolRegistry): string {
  const tool = (value as { tool?: unknown } | null)?.tool;
  const definition = typeof tool === 'string' ? registry.getDefinition(tool) : undefined;
  if (!definition) return '';
  return `${definition.name} takes ${describeParameters(definition.parameters)}. `;
}

/** `date (string, required), durationMinutes (integer)`. */
export function describeParameters(schema: Record<string, unknown>): string {
  const properties = (schema.properties ?? {}) as Record<string, { type?: string }>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties).map(
    ([name, property]) => `${name} (${property.type ?? 'any'}${required.has(name) ? ', required' : ''})`,
  );
  return fields.length > 0 ? fields.join(', ') : 'no parameters';
}
