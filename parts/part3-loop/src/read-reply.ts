import type { Validator } from '@scheduling-agent/llm-service';
import { parseJSONFromString } from '@scheduling-agent/reply-extraction';
import type { Action } from './action-schema.ts';
import type { ToolCall } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** The longest reply taken into the history; a longer one is sent back as unusable, so requests stay bounded. */
const MAX_REPLY_LENGTH = 20_000;

// #region decision
/** What the loop does next, decided from one reply. */
export type Decision =
  | { readonly type: 'answer'; readonly text: string }
  | { readonly type: 'tools'; readonly calls: readonly ToolCall[] }
  | { readonly type: 'invalid'; readonly problem: string };
// #endregion decision

// #region read-reply
/**
 * Turns a model's reply (untrusted text) into a decision. A reply that is too long, not JSON, not a valid action, or
 * that asks for a tool with parameters that tool does not take becomes `invalid` with a problem written for the
 * model: the parser's or validator's own words with the field named, and what a valid reply looks like, so that the
 * next step can fix it. Only calls checked against their tool's schema reach the history.
 */
export function readReply(
  reply: string,
  validate: Validator<Action>,
  registry: ToolRegistry,
  lastStep: boolean,
): Decision {
  if (reply.length > MAX_REPLY_LENGTH) {
    const problem = `The reply is ${reply.length} characters long; the limit is ${MAX_REPLY_LENGTH}. Reply briefly.`;
    return { type: 'invalid', problem };
  }
  // A reply holding two different actions (an example, a draft, the answer) is sent back, never guessed at.
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
  const requested = action.action === 'tool' ? [{ tool: action.tool, parameters: action.parameters }] : action.calls;
  const calls: ToolCall[] = [];
  for (const [index, { tool, parameters }] of requested.entries()) {
    const call = registry.checkCall(tool, parameters);
    if (!call.ok) {
      const where = requested.length > 1 ? `Call ${index + 1}: ` : '';
      const problem = `${where}${call.result.type === 'error' ? call.result.error.message : ''} ${hint({ tool }, registry)}`;
      return { type: 'invalid', problem: problem.trim() };
    }
    calls.push(call.call);
  }
  return { type: 'tools', calls };
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
function describeParameters(schema: Readonly<Record<string, unknown>>): string {
  const properties = (schema.properties ?? {}) as Record<string, { type?: string }>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties).map(
    ([name, property]) => `${name} (${property.type ?? 'any'}${required.has(name) ? ', required' : ''})`,
  );
  return fields.length > 0 ? fields.join(', ') : 'no parameters';
}
