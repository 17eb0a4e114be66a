import { redact } from '@scheduling-agent/llm-service';
import { outcomeText } from './describe-call.ts';
import type { HistoryEntry } from './history.ts';

// #region exhaustion-message
/**
 * What the person reads when the step budget runs out without an answer. It is built from the turn's own record,
 * without another model call: what was done, and what is missing.
 */
export function exhaustionMessage(turn: readonly HistoryEntry[], maxSteps: number): string {
  const done = turn.flatMap((entry) =>
    entry.type === 'tool-results'
      ? entry.results.map((result) => `- ${result.call.tool}: ${firstLine(outcomeText(result))}`)
      : [],
  );
  const problems = turn.filter((entry) => entry.type === 'invalid-reply');
  const lastProblem = problems.at(-1);
  const lines = [`I stopped after ${maxSteps} steps without finishing.`];
  lines.push(done.length > 0 ? 'What I did:' : 'I did not run any tool.', ...done);
  lines.push(
    lastProblem
      ? `What is missing: a usable final reply (${problems.length} could not be used; the last: ${firstLine(lastProblem.problem)})`
      : 'What is missing: a final answer.',
  );
  lines.push('Please check the results above, then rephrase or ask again.');
  return lines.join('\n');
}
// #endregion exhaustion-message

function firstLine(text: string): string {
  const line = redact(text).split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
