import { quoteVisible } from '@scheduling-agent/cli-io';
import { ConfigurationError } from '@scheduling-agent/llm-service';
import type { Loop } from './agent-types.ts';
import { outcomeText } from './describe-call.ts';
import { RunLogConflictError } from './run-log.ts';
import type { PendingStep } from './run-replay.ts';
import { approvalId, record } from './run-step.ts';
import type { ToolCall, ToolCallResult } from './tool.ts';
import type { Target } from './tool-registry.ts';

/** The turn the log left open: what the person asked, and the approval it waits for, if any. */
export function describeOpenTurn(loop: Loop) {
  const { open, history } = loop.run.state;
  if (!open) return undefined;
  const first = history[open.historyStart];
  const waitingFor = open.pending && [...open.pending.asked.values()][0];
  return { text: first?.type === 'user-input' ? first.text : '', waitingFor };
}

// #region answer-approval
/**
 * Gives the answer to the approval with this id, from any process. It must name the call the run is waiting for,
 * and that call must still be what was asked about (its id is recomputed from the call's key, tool and arguments):
 * anything else is refused in one line. Two processes answering at once cannot both win: the answer is appended
 * under the log's lock only if the log is still what this process read, so the loser re-reads it and is told the
 * call was already answered.
 */
export async function answerApproval(
  loop: Loop,
  id: string,
  yes: boolean,
): Promise<{ ok: true } | { ok: false; message: string }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const pending = loop.run.state.open?.pending;
    const asked = pending && [...pending.asked.entries()].find(([, question]) => question.id === id);
    if (!pending || !asked) return { ok: false, message: whyNot(loop, id) };
    const [key] = asked;
    const index = pending.record.keys.indexOf(key);
    if (index < 0 || approvalId(key, pending.record.decided[index]!) !== id) {
      return { ok: false, message: `The call waiting for approval ${id} changed since it was asked; nothing was run.` };
    }
    const gone = yes ? unavailableCall(loop, pending) : undefined;
    if (gone) return { ok: false, message: gone.message };
    const target = pending.bound.get(key);
    const changed = yes && target ? await targetChanged(loop, pending.record.decided[index]!, key, target) : undefined;
    if (changed) return { ok: false, message: `${changed} The run still waits: --reject ${id} ends it.` };
    try {
      const bound = target ? { target } : {};
      await record(loop, { type: 'approval', key, yes, by: yes ? '--approve' : '--reject', ...bound });
      return { ok: true };
    } catch (error) {
      // Another process answered first; `record` has read the log again, so the next pass says what it did.
      if (!(error instanceof RunLogConflictError)) throw error;
    }
  }
  return { ok: false, message: whyNot(loop, id) };
}
// #endregion answer-approval

// #region tool-gone
/**
 * A call still to run whose tool no server offers now: the run was started with another `--mcp-config`, or the
 * tool changed since it was pinned and was not approved again. Running the step would have nothing to send it to;
 * the run is left as it is, to be answered by a process started as the run was, or refused (`--reject`).
 */
export class ToolUnavailableError extends ConfigurationError {
  override readonly name = 'ToolUnavailableError';
}

/** The first call of the pending step that still has to run and whose tool is not offered now, as an error. */
export function unavailableCall(loop: Loop, pending: PendingStep): ToolUnavailableError | undefined {
  for (const [index, key] of pending.record.keys.entries()) {
    const decided = pending.record.decided[index]!;
    if (pending.results[index] !== undefined || 'type' in decided || pending.approvals.get(key) === false) continue;
    if (loop.tools.getDefinition(decided.tool) !== undefined) continue;
    const id = pending.asked.get(key)?.id;
    const which = id ? `The call waiting for approval ${id}` : 'The call the open turn stopped at';
    const answer = id ? `to answer it, or --reject ${id} to refuse it` : 'to resume it';
    return new ToolUnavailableError(
      `${which} is to ${decided.tool}, which no server offers now (started without its server's --mcp-config, or the tool changed and was not approved again); nothing was run. Start again with the options that run used ${answer}.`,
    );
  }
  return undefined;
}
// #endregion tool-gone

/**
 * Why a yes cannot be given any more, if so: the server no longer finds the target the run paused on (another process
 * replaced or cancelled the appointment at that time). The yes was for that appointment, not for whatever is there now.
 */
async function targetChanged(loop: Loop, decided: ToolCall | ToolCallResult, key: string, target: Target) {
  if ('type' in decided) return undefined;
  const now = await loop.tools.prepare(decided, loop.context, key, target);
  return now.type === 'prepared' ? undefined : `Not approved: ${outcomeText(now)}`;
}

/**
 * Why an id cannot be answered: it was answered already, it was set aside unanswered (a later message or /reset
 * closed its turn), or no call waits under it (and which one does).
 */
function whyNot(loop: Loop, id: string): string {
  const { records } = loop.run.log;
  const asked = records.find((entry) => entry.type === 'approval-asked' && entry.id === id);
  const key = asked?.type === 'approval-asked' ? asked.key : undefined;
  const at = records.findIndex((entry) => entry.type === 'approval' && entry.key === key);
  if (key !== undefined && at < 0) {
    return `The call ${id} was set aside unanswered: a later message (or /reset) closed its turn; nothing was run.`;
  }
  const given = records[at];
  if (given?.type === 'approval') {
    const how = `The call ${id} was already answered: ${given.yes ? 'approved' : 'rejected'} (${given.by}); nothing was run here`;
    if (records.slice(at).some((entry) => entry.type === 'turn-end')) return `${how}, and its run has finished.`;
    // The log cannot tell a process that died after the answer from one still finishing the run: say both.
    return `${how}. The run is not finished: unless another process is finishing it now, it waits to be resumed.`;
  }
  const waiting = describeOpenTurn(loop)?.waitingFor;
  const now = waiting
    ? ` The call waiting now is ${waiting.id}: ${waiting.question}`
    : ' Nothing waits for approval now.';
  // The id is the person's own typing, possibly a pasted paragraph: one short line, in quotes.
  return `No call is waiting for approval ${quoteVisible(id, { maxVisible: 40 })}.${now}`;
}
