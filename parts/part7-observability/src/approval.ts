import type { Terminal } from '@scheduling-agent/cli-io';

/**
 * Asks the person a yes/no question about a destructive tool call; `signal` withdraws the question (Ctrl-C). With no
 * one to ask, the answer is `'later'`: the run waits, on disk, for `--approve` or `--reject` from another process.
 */
export type Approve = (
  question: string,
  signal?: AbortSignal,
  /**
   * `personOnly`: only a person may answer, never `--yes`: a question about what may already have happened (a call
   * sent before the process died), which a script cannot have foreseen.
   */
  options?: { readonly personOnly?: boolean },
) => Promise<boolean | 'later'>;

// #region approve
/**
 * Asks before a destructive tool runs, in words (`Cancel Mon 23 Nov 14:00–14:30 "Haircut"? [y/N]`). Only a line typed
 * after the question appears answers it; anything but yes is no; Ctrl-C withdraws it (and cancels the turn). `--yes`
 * approves for scripted runs; with piped input and no `--yes` nobody can answer now (the next piped line is a message,
 * not an answer), so the answer is `'later'`: the run stops there and waits for an approval given in another process.
 */
export function createApprover(terminal: Terminal, options: { yes: boolean }): Approve {
  return async (question, signal, asked) => {
    if (options.yes && asked?.personOnly) {
      terminal.info(`approve> ${question} not answered: --yes does not answer this, a person must`);
      return 'later';
    }
    if (options.yes) {
      terminal.info(`approve> ${question} yes (--yes)`);
      return true;
    }
    if (!terminal.interactive) {
      terminal.info(`approve> ${question} waiting: input is not a terminal`);
      return 'later';
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
