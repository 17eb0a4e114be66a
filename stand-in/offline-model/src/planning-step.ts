import { answer, type OfflineReply } from './intent.ts';
import { failure, progressSummary } from './planning-replies.ts';
import type { Outcome, PlannedCall, PlanningTurn } from './planning-turn.ts';
import type { OfflineContext } from './read-request.ts';
import { withYearsShown } from './years-shown.ts';

/** The next step of a plan: tool calls still to make (independent of each other), or the answer. */
export type Step = { readonly calls: readonly PlannedCall[] } | { readonly answer: string };

/**
 * One kind of request the planner understands, as a pure function: given the person's message (in `context.text`)
 * and this turn's tool results, the next step, or null when the request is not of this kind.
 */
export type Plan = (turn: PlanningTurn, context: OfflineContext) => Step | null;

/** The most calls sent in one `tools` action (Part 3's schema allows five); the rest follow on the next step. */
const MAX_CALLS_AT_ONCE = 5;

/** A tool call with its parameters. */
export function call(tool: string, parameters: Record<string, unknown>): PlannedCall {
  return { tool, parameters };
}

/** Adds `key: value` to parameters only when there is a value, since tools reject `null` for optional fields. */
export function optional(key: string, value: unknown): Record<string, unknown> {
  return value === null || value === undefined || value === '' ? {} : { [key]: value };
}

/**
 * The step for a call that has no usable result yet: make it, or explain why it failed (a call that failed is not
 * repeated), or report that the person declined it.
 */
export function unfinished(planned: PlannedCall, outcome: Outcome, doing: string): Step {
  if (outcome.status === 'failed') return { answer: failure(doing, outcome.error) };
  if (outcome.status === 'declined') return { answer: `OK, I did not ${doing}.` };
  return { calls: [planned] };
}

/**
 * Turns a step into a reply the request's schema allows: an answer; one `tool` call; several independent calls as one
 * `tools` action (or the first of them, when only `tool` is allowed); and on the last step, when no tool action is
 * allowed, an answer that sums up what was done and what is missing. Null when the tools are not on offer.
 */
export function replyFor(step: Step, turn: PlanningTurn, context: OfflineContext): OfflineReply | null {
  if ('answer' in step) return answer(withYearsShown(step.answer, context.now, turn.records));
  const { calls } = step;
  const canTool = context.actions.has('tool');
  const canTools = context.actions.has('tools');
  if (!canTool && !canTools) return answer(progressSummary(turn.records, calls));
  const missing = calls.find((planned) => !context.tools.has(planned.tool));
  if (missing) {
    if (turn.records.length === 0) return null;
    return answer(`I would need the ${missing.tool} tool to go on, and it is not available here.`);
  }
  const [first] = calls;
  if (!first) return null;
  if (canTools && (calls.length > 1 || !canTool)) {
    const batch = calls.slice(0, MAX_CALLS_AT_ONCE);
    return { action: 'tools', calls: batch.map(({ tool, parameters }) => ({ tool, parameters })) };
  }
  return { action: 'tool', tool: first.tool, parameters: first.parameters };
}
