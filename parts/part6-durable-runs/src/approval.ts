import type { Terminal } from '@scheduling-agent/cli-io';

/** Asks the person a yes/no question about a destructive tool call; `signal` withdraws the question (Ctrl-C). */
export type Approve = (question: string, signal?: AbortSignal) => Promise<boolean>;

// #region approve
/**
 * Asks before a destructive tool runs, in words (`Cancel Mon 23 Nov 14:00–14:30 "Haircut"? [y/N]`). Only a line typed
 * after the question appears answers it; anything but yes is no; Ctrl-C withdraws it (and cancels the turn). `--yes`
 * approves for scripted runs; with piped input and no `--yes` the answer is no, since there is nobody to ask and the
 * next piped line is a message, not an answer.
 */
export function createApprover(terminal: Terminal, options: { yes: boolean }): Approve {
  return async (question, signal) => {
    if (options.yes) {
      terminal.info(`approve> ${question} yes (--yes)`);
      return true;
    }
    if (!terminal.interactive) {
      terminal.info(`approve> ${question} no: input is not a terminal (run with --yes to approve)`);
      return false;
    }
    const answer = await terminal.readLine(`approve> ${question} [y/N] `, {
      remember: false,
      fresh: true,
      ...(signal ? { signal } : {}),
    });
    return /^y(es)?$/i.test(answer?.trim() ?? '');
  };
}
// #endregion approve
