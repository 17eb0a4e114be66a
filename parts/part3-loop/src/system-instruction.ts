import { type Clock, describeDate, formatDateTime, localNow } from '@scheduling-agent/clock';
import type { StepPosition } from './step-position.ts';
import type { ToolRegistry } from './tool-registry.ts';

// #region system-instruction
/**
 * Who the model is and how it must reply. It states today's date, weekday and time zone, because a model has no
 * clock. The tools section comes from the registry. Near the end of the step budget it warns the model; on the last
 * step the tools are gone from the instruction (and from the schema), so the model must answer.
 */
export function buildSystemInstruction(clock: Clock, registry: ToolRegistry, position: StepPosition): string {
  const now = localNow(clock);
  const lines = [
    "You are a friendly scheduling assistant in a terminal chat. You manage the person's calendar with tools.",
    `Today is ${describeDate(now)}; the local time is ${formatDateTime(now)} in the ${clock.timeZone} time zone.`,
    'Times are local, written as YYYY-MM-DDTHH:mm (e.g. 2026-11-24T10:00); days as YYYY-MM-DD.',
    '',
  ];
  if (position.isLast) {
    lines.push(
      'This is your last step for this message: no tools are available. Answer now with what you know, and say what',
      'is still missing if you could not finish.',
      '',
      'Reply with exactly one JSON object and nothing else:',
      '{"action":"answer","response":"<what you say to the person>"}',
    );
    return lines.join('\n');
  }
  lines.push(
    'Tools:',
    toolsPrompt(registry),
    '',
    'Reply with exactly one JSON object and nothing else: an answer to the person,',
    '{"action":"answer","response":"<what you say to the person>"}',
    'a request to run one tool,',
    '{"action":"tool","tool":"<tool name>","parameters":{<its parameters>}}',
    'or, for independent tools that can run at the same time, several at once:',
    '{"action":"tools","calls":[{"tool":"<tool name>","parameters":{…}}, …]}',
    'After tools run, their results come back to you; use them, and answer when the task is done.',
    'Check that a time is free before booking it. Deleting asks the person to approve first.',
    'To move an appointment, book the new time first, and only then cancel the old one, so that a refused booking',
    'never leaves the person with neither.',
  );
  if (position.stepsLeft <= 3) {
    const left = position.stepsLeft;
    lines.push('', `Note: only ${left} steps left for this message, including this one. Prioritise answering.`);
  }
  return lines.join('\n');
}
// #endregion system-instruction

/** Each registry's tools prompt, built once: a session's tools do not change, so neither does their description. */
const toolsPrompts = new WeakMap<ToolRegistry, string>();

function toolsPrompt(registry: ToolRegistry): string {
  let prompt = toolsPrompts.get(registry);
  if (prompt === undefined) {
    prompt = registry.generateToolsPrompt();
    toolsPrompts.set(registry, prompt);
  }
  return prompt;
}
