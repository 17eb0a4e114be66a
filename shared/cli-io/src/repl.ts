import type { InterruptSignal, Terminal } from './terminal.ts';

/** What the user can type to leave the REPL, compared after trimming and ignoring case. */
const EXIT_COMMANDS = new Set(['exit', 'quit', '/exit', '/quit']);

/** Exit codes {@link runRepl} resolves with. */
export const EXIT_CODES = {
  /** End of input, an exit command, `'exit'` from the handler, or Ctrl-C at the prompt. */
  ok: 0,
  /** A second Ctrl-C while a cancelled handler had still not returned: the REPL stopped waiting for it. */
  interrupted: 130,
  /** The process received `SIGTERM`. */
  terminated: 143,
} as const;

/** What {@link runRepl} needs: a terminal, the prompt and what to do with each line. */
export interface ReplOptions {
  /** The terminal to read from and print to; `runRepl` closes it when it returns. */
  terminal: Terminal;
  /** The prompt shown before each line (default `you> `). */
  prompt?: string;
  /**
   * Handles one trimmed, non-empty line. `signal` aborts when the user presses Ctrl-C, so pass it on to the model
   * call. Return `'exit'` to end the REPL. A thrown error is printed as one line and the REPL goes on.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: so that a handler can be an async function that returns nothing.
  handleLine: (line: string, signal: AbortSignal) => Promise<'exit' | void>;
}

type Outcome = 'continue' | 'exit' | 'abandoned';

/** The error's message on a single line, without the stack. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s*\n\s*/g, ' ').trim() || 'unknown error';
}

/**
 * Reads lines and hands each to `handleLine` until end of input, an exit command (`exit`, `quit`, `/exit`,
 * `/quit`), `'exit'` from the handler, Ctrl-C at the prompt or `SIGTERM`, then closes the terminal and resolves
 * with an exit code from {@link EXIT_CODES}. Ctrl-C while a line is being handled aborts that line's signal, prints
 * `cancelled` and goes back to the prompt; a second Ctrl-C gives up on a handler that ignores its signal.
 */
export async function runRepl({ terminal, prompt = 'you> ', handleLine }: ReplOptions): Promise<number> {
  let exitCode: number = EXIT_CODES.ok;
  let running: { controller: AbortController; abandon: () => void } | undefined;

  const onInterrupt = (signal: InterruptSignal) => {
    if (signal === 'SIGTERM') exitCode = EXIT_CODES.terminated;
    if (!running) return terminal.close();
    if (running.controller.signal.aborted) return running.abandon();
    running.controller.abort(new Error(signal === 'SIGTERM' ? 'terminated' : 'cancelled'));
    if (signal === 'SIGTERM') terminal.close();
    else terminal.info('cancelled');
  };

  const handle = (line: string): Promise<Outcome> => {
    const controller = new AbortController();
    const abandoned = new Promise<Outcome>((resolve) => {
      running = { controller, abandon: () => resolve('abandoned') };
    });
    const handled = Promise.resolve()
      .then(() => handleLine(line, controller.signal))
      .then(
        (result): Outcome => (result === 'exit' ? 'exit' : 'continue'),
        (error: unknown): Outcome => {
          if (!controller.signal.aborted) terminal.error(`error: ${describeError(error)}`);
          return 'continue';
        },
      );
    return Promise.race([handled, abandoned]).finally(() => {
      running = undefined;
    });
  };

  const unsubscribe = terminal.onInterrupt(onInterrupt);
  try {
    for (;;) {
      const line = await terminal.readLine(prompt);
      if (line === null) return exitCode;
      const text = line.trim();
      if (text === '') continue;
      if (EXIT_COMMANDS.has(text.toLowerCase())) return exitCode;
      const outcome = await handle(text);
      if (outcome === 'exit') return exitCode;
      if (outcome === 'abandoned') return exitCode === EXIT_CODES.ok ? EXIT_CODES.interrupted : exitCode;
    }
  } finally {
    unsubscribe();
    terminal.close();
  }
}
