import { createHash } from 'node:crypto';
import { redactValue } from '@scheduling-agent/llm-service';
import type { Loop } from './agent-types.ts';
import { describeCall } from './describe-call.ts';
import { RunLogConflictError } from './run-log.ts';
import type { RunRecord } from './run-record.ts';
import { apply, type PendingStep, replay } from './run-replay.ts';
import { declined, runTools } from './run-tools.ts';
import type { ToolCall, ToolCallResult } from './tool.ts';

/**
 * Appends a record to the run's log (durable when this returns) and applies it to the state the loop reads. If another
 * process wrote the log first, this one takes the log as it is now before the {@link RunLogConflictError} goes on up.
 * The API key is hidden first, as on the screen: what the person, the model or a server said may quote it, and the
 * state read now is the one a resume will read.
 */
export async function record(loop: Loop, said: RunRecord): Promise<void> {
  const entry = redactValue(said);
  try {
    await loop.run.log.append(entry);
  } catch (error) {
    if (error instanceof RunLogConflictError) {
      await loop.run.log.reload();
      Object.assign(loop.run.state, replay(loop.run.log.records));
    }
    throw error;
  }
  apply(loop.run.state, entry);
}

// #region approval-id
/**
 * The id an approval is given by: a hash of the call's place in the log (turn, step, position: its idempotency key
 * without the run id, so the id reads the same in every run of the docs), tool and arguments. It names exactly one
 * call, so an approval cannot be spent on another, and a pending call that changed no longer has the id it was given.
 */
export function approvalId(key: string, call: ToolCall | ToolCallResult): string {
  const [tool, parameters] = 'type' in call ? [call.call.tool, call.call.parameters] : [call.tool, call.parameters];
  const place = key.split('/').slice(1).join('/');
  const hash = createHash('sha256').update(JSON.stringify([place, tool, parameters]));
  return `ap_${hash.digest('hex').slice(0, 10)}`;
}
// #endregion approval-id

// #region run-pending-step
/**
 * Runs what is left of a step whose calls are on disk: calls with a result already are not run again; an approval
 * already given is not asked again; every new answer and result is made durable before the next thing happens.
 * A call that may have run before a crash runs again with the same idempotency key, so the calendar answers it
 * with what it did the first time.
 */
export async function runPendingStep(
  loop: Loop,
  pending: PendingStep,
  signal: AbortSignal | undefined,
  onResult: (result: ToolCallResult, durationMs: number) => void,
): Promise<'done' | 'cancelled' | 'waiting'> {
  const unknown = await askAboutUnknown(loop, pending, signal);
  if (unknown !== 'go') return unknown;
  const { record: step, results, approvals, asked, bound } = pending;
  const left = step.keys.flatMap((key, index) => (results[index] === undefined ? [{ key, index }] : []));
  const outcome = await runTools(callsLeft(pending, left), {
    registry: loop.tools,
    context: loop.context,
    keys: left.map(({ key }) => key),
    approvedFor: left.map(({ key }) => bound.get(key)),
    ...(signal ? { signal } : {}),
    approve: async (question, callSignal, position, target) => {
      const { key, index } = left[position]!;
      const given = approvals.get(key);
      if (given !== undefined) return given;
      const answer = await loop.approve(question, callSignal);
      if (callSignal?.aborted) return false;
      const shown = target ? { target } : {};
      if (answer === 'later') {
        const id = approvalId(key, step.decided[index]!);
        if (!asked.has(key)) await record(loop, { type: 'approval-asked', key, id, question, ...shown });
        return 'later';
      }
      await record(loop, { type: 'approval', key, yes: answer, by: 'prompt', ...shown });
      return answer;
    },
    beforeSend: async (position) => {
      const { key, index } = left[position]!;
      const decided = step.decided[index]!;
      if (!('type' in decided) && !keepsKey(loop, decided.tool)) await record(loop, { type: 'tool-sent', key });
    },
    onResult: async (result, durationMs, position) => {
      await record(loop, { type: 'tool-result', key: left[position]!.key, result });
      onResult(result, durationMs);
    },
  });
  return Array.isArray(outcome) ? 'done' : outcome;
}
// #endregion run-pending-step

// #region unknown-outcome
/**
 * Asks about each call of the step that was sent, to a server that may not recognise its key, and has no result: the
 * process stopped in between, so it may have run, and sending it again may do it twice. A yes sends it again; a no
 * gives it a result saying so, for the model to read; with nobody to ask, or `--yes`, the run waits, as for an
 * approval, until `--approve` or `--reject` (or a person at `--resume`) answers.
 */
async function askAboutUnknown(
  loop: Loop,
  pending: PendingStep,
  signal: AbortSignal | undefined,
): Promise<'go' | 'cancelled' | 'waiting'> {
  const { record: step, results, approvals, asked, sent } = pending;
  for (const [index, key] of step.keys.entries()) {
    if (results[index] !== undefined || !sent.has(key) || approvals.has(key)) continue;
    const decided = step.decided[index]!;
    const call = 'type' in decided ? decided.call : decided;
    const definition = loop.tools.getDefinition(call.tool);
    const server = definition ? `the ${definition.server} server` : 'its server';
    const question = `${describeCall(call)} was sent to ${server}, and the run stopped before its answer came: ${server} may already have done this. Send it again?`;
    const answer = await loop.approve(question, signal, { personOnly: true });
    if (signal?.aborted) return 'cancelled';
    if (answer === 'later') {
      if (!asked.has(key)) await record(loop, { type: 'approval-asked', key, id: approvalId(key, decided), question });
      return 'waiting';
    }
    if (answer) {
      await record(loop, { type: 'approval', key, yes: true, by: 'prompt' });
      continue;
    }
    const message = `${call.tool} was not sent again: ${server} may already have done it, and the person said no. Check before trying it again.`;
    await record(loop, {
      type: 'tool-result',
      key,
      result: { type: 'error', call, error: { kind: 'failed', message } },
    });
  }
  return 'go';
}
// #endregion unknown-outcome

/**
 * Whether a call to this tool can be sent again with its key and be done once: its server recognises keys (the
 * calendar the host starts), or the person trusts the tool and it only reads. Any other call is noted before it is sent.
 */
function keepsKey(loop: Loop, tool: string): boolean {
  const definition = loop.tools.getDefinition(tool);
  if (!definition) return false;
  const readOnly = definition.trusted && definition.annotations.readOnlyHint === true;
  return readOnly || (loop.keepsKeys ?? ['calendar']).includes(definition.server);
}

/** The calls still to run, by position in `left`; one the person said no to is its result already: declined. */
function callsLeft(pending: PendingStep, left: readonly { key: string; index: number }[]) {
  return left.map(({ key, index }) => {
    const decided = pending.record.decided[index]!;
    // Whatever the calendar holds now (the appointment may have changed), a no is a no, not a failure.
    return pending.approvals.get(key) === false && !('type' in decided) ? declined(decided) : decided;
  });
}
