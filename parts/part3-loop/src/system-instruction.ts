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
  lines.push(toolsSection(registry));
  if (position.stepsLeft <= 3) {
    const left = position.stepsLeft;
    lines.push('', `Note: only ${left} steps left for this message, including this one. Prioritise answering.`);
  }
  return lines.join('\n');
}

/** The tools section for each registry, built once: a session's tools do not change, so neither does this text. */
const toolsSections = new WeakMap<ToolRegistry, string>();

/** The part of the instruction that never changes while the session runs: the tools and how to reply. */
function toolsSection(registry: ToolRegistry): string {
  let section = toolsSections.get(registry);
  if (section === undefined) {
    section = [
      'Tools:',
      registry.generateToolsPrompt(),
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
    ].join('\n');
    toolsSections.set(registry, section);
  }
  return section;
}
// #endregion system-instruction
