import { chatIntents } from './chat-intents.ts';
import type { Intent } from './intent.ts';
import { planningIntents } from './planning-intents.ts';
import { TOOL_RESULTS_PREFIX } from './planning-turn.ts';
import type { OfflineContext } from './read-request.ts';
import { toolIntents } from './tool-intents.ts';

/**
 * What the stand-in understands for this request, read from the request alone, as a real model would: with no tool
 * in the reply schema, chat; where tool results come back within the turn (the schema allows several tools at once,
 * the instruction says results come back or speaks of a last step, or results are already in the history), plans
 * over several steps; else one tool call per message.
 */
export function vocabularyFor(context: OfflineContext): readonly Intent[] {
  if (resultsComeBack(context)) return [...planningIntents, ...chatIntents];
  if (context.actions.has('tool') && context.tools.size > 0) return [...toolIntents, ...chatIntents];
  return chatIntents;
}

function resultsComeBack({ actions, systemInstruction, messages }: OfflineContext): boolean {
  if (actions.has('tools')) return true;
  if (/\blast step\b|\bresults come back\b/i.test(systemInstruction)) return true;
  return messages.some((message) => message.role === 'user' && message.text.startsWith(TOOL_RESULTS_PREFIX));
}
