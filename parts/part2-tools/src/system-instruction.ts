import { type Clock, describeDate, formatDateTime, localNow } from '@scheduling-agent/clock';
import type { ToolRegistry } from './tool-registry.ts';

// #region system-instruction
/**
 * Who the model is and how it must reply. It states today's date, weekday and time zone, because a model has no
 * clock: without this line "tomorrow" means whatever day its training data ended on. The tools section comes from the
 * registry, so a new tool file is in the prompt without editing this one.
 */
export function buildSystemInstruction(clock: Clock, registry: ToolRegistry): string {
  const now = localNow(clock);
  return [
    "You are a friendly scheduling assistant in a terminal chat. You manage the person's calendar with tools.",
    `Today is ${describeDate(now)}; the local time is ${formatDateTime(now)} in the ${clock.timeZone} time zone.`,
    'Times are local, written as YYYY-MM-DDTHH:mm (e.g. 2026-11-24T10:00); days as YYYY-MM-DD.',
    '',
    'Tools:',
    registry.generateToolsPrompt(),
    '',
    'Reply with exactly one JSON object and nothing else: either an answer,',
    '{"action":"answer","response":"<what you say to the person>"}',
    'or a request to run one tool, whose result is shown to the person:',
    '{"action":"tool","tool":"<tool name>","parameters":{<its parameters>}}',
  ].join('\n');
}
// #endregion system-instruction
