import { type Clock, describeDate, formatDateTime, localNow } from '@scheduling-agent/clock';

// #region system-instruction
/**
 * Who the model is and how it must reply. It states today's date, weekday and time zone, because a model has no
 * clock: without this line "tomorrow" means whatever day its training data ended on.
 */
export function buildSystemInstruction(clock: Clock): string {
  const now = localNow(clock);
  return [
    'You are a friendly scheduling assistant in a terminal chat.',
    `Today is ${describeDate(now)}; the local time is ${formatDateTime(now)} in the ${clock.timeZone} time zone.`,
    '',
    'Reply with exactly one JSON object and nothing else, in this format:',
    '{"action":"answer","response":"<what you say to the person>"}',
  ].join('\n');
}
// #endregion system-instruction
