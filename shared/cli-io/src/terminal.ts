import type { TextStream } from './text-stream.ts';

/** Which interruption arrived: Ctrl-C (`SIGINT`) or a request to stop, such as `kill` (`SIGTERM`). */
export type InterruptSignal = 'SIGINT' | 'SIGTERM';

/** Where a {@link Terminal} reads and writes, and how it prints. Every field is optional. */
export interface TerminalOptions {
  /** Where lines come from (default `process.stdin`). */
  input?: NodeJS.ReadableStream;
  /** Where answers, tool lines, notices and the prompt go (default `process.stdout`). */
  output?: NodeJS.WritableStream;
  /** Where errors, traces and the spinner go (default `process.stderr`). */
  errorOutput?: NodeJS.WritableStream;
  /** Colour on or off; by default decided per stream by `shouldUseColor` (TTY, `NO_COLOR`, `FORCE_COLOR`). */
  color?: boolean;
  /** Applied to everything printed, after sanitizing, so that a secret such as an API key is never shown. */
  redact?: (text: string) => string;
  /**
   * The length of the longest text `redact` hides (the longest registered key). A streamed answer holds back one
   * character less than that between pieces, so a key split across pieces is still caught. Default 0.
   */
  longestSecret?: () => number;
}

/** How {@link Terminal.readLine} asks. */
export interface ReadLineOptions {
  /** With `false` the line stays out of the up-arrow history (for answers to questions such as y/N). */
  readonly remember?: boolean;
  /**
   * For a question: only a line typed after the prompt is shown answers it. Lines typed ahead stay queued, in order,
   * as the next lines the program reads, and a half-typed line is cleared. Applies to a terminal only. Ctrl-C (and
   * `SIGTERM`) withdraws a question whatever its `signal` does: `readLine` resolves with `null`, and the next line typed
   * goes to whoever reads next.
   */
  readonly fresh?: boolean;
  /** Withdraws the question when it aborts (Ctrl-C during a turn): `readLine` resolves with `null`. */
  readonly signal?: AbortSignal;
}

/** A line-based terminal: reads the user's lines and prints styled, sanitized, redacted text. */
export interface Terminal {
  /** Whether input and output are both terminals, so readline offers line editing and history. */
  readonly interactive: boolean;
  /**
   * Shows `prompt` and resolves with the next line, or `null` at end of input (Ctrl-D, end of a pipe, or after
   * {@link Terminal.close}). When input is not a terminal the line is echoed after the prompt, so transcripts read
   * `you> hello`. Call it once at a time. With `remember: false` the line stays out of the up-arrow history (for
   * answers to questions such as y/N).
   */
  readLine(prompt: string, options?: ReadLineOptions): Promise<string | null>;
  /** Prints the assistant's answer on the output. */
  agent(text: string): void;
  /**
   * Starts printing the assistant's answer as it arrives, in pieces, sanitized and redacted like a line. The spinner
   * stops before the first piece. When the output is not a terminal the answer is printed once, whole, at `end`, so
   * piped output reads as if it had not streamed.
   */
  stream(): TextStream;
  /** Prints a tool call or tool result on the output. */
  tool(text: string): void;
  /** Prints a short notice from the program on the output. */
  info(text: string): void;
  /** Prints text without a style on the output. */
  plain(text: string): void;
  /** Prints an error on the error output. */
  error(text: string): void;
  /** Prints dimmed detail on the error output. */
  trace(text: string): void;
  /** Starts a spinner on the error output (only when it is a terminal) and returns the function that stops it. */
  startSpinner(text: string): () => void;
  /**
   * Calls `listener` on Ctrl-C and on `SIGTERM` instead of ending input, and returns the unsubscribe function.
   * While nobody listens, an interruption simply closes the terminal, so `readLine` resolves with `null`.
   */
  onInterrupt(listener: (signal: InterruptSignal) => void): () => void;
  /** Acts as if the user pressed Ctrl-C (or, with `'SIGTERM'`, as if the process was asked to stop). */
  interrupt(signal?: InterruptSignal): void;
  /** Stops reading, restores the terminal and removes the process signal handlers. Printing still works. */
  close(): void;
}
