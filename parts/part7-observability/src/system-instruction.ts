import { type Clock, describeDate, formatDateTime, localNow } from '@scheduling-agent/clock';
import type { StepPosition } from './step-position.ts';

// #region system-instruction
/**
 * Who the model is and how to work. It states today's date, weekday and time zone, because a model has no clock.
 * No reply format and no tools section: the tools travel as the provider's own declarations, and the model answers
 * in plain words. Near the end of the step budget it warns the model; on the last step it says no tool can run.
 */
export function buildSystemInstruction(clock: Clock, position: StepPosition): string {
  const now = localNow(clock);
  const lines = [
    "You are a friendly scheduling assistant in a terminal chat. You manage the person's calendar with tools.",
    `Today is ${describeDate(now)}; the local time is ${formatDateTime(now)} in the ${clock.timeZone} time zone.`,
    'Times are local, written as YYYY-MM-DDTHH:mm (e.g. 2026-11-24T10:00); days as YYYY-MM-DD.',
    '',
  ];
  if (position.isLast) {
    lines.push(
      'This is your last step for this message: no tools can run. Answer now with what you know, and say what is',
      'still missing if you could not finish.',
    );
    return lines.join('\n');
  }
  lines.push(
    'Use the tools to act; call independent ones together. Their results come back to you; use them, and answer',
    'the person in plain words when the task is done.',
    'Check that a time is free before booking it. Every call asks the person to approve it first, except to the tools',
    'the person trusts (with the calendar alone: checking and listing).',
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
