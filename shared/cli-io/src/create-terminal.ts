import { fstatSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { createEchoGate } from './echo-gate.ts';
import { createLineQueue } from './line-queue.ts';
import { sanitizeForTerminal } from './sanitize.ts';
import { type Spinner, startSpinner } from './spinner.ts';
import { createStyles, type MaybeTty, type Styles, shouldUseColor } from './styles.ts';
import type { InterruptSignal, ReadLineOptions, Terminal, TerminalOptions } from './terminal.ts';
import { createChunkCleaner, type TextStream } from './text-stream.ts';

function isTty(stream: NodeJS.ReadableStream | NodeJS.WritableStream): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}

/** Node reads a directory given as stdin (`< folder`) as empty input, which would end the session without a word. */
function refuseDirectoryInput(): void {
  let directory = false;
  try {
    directory = fstatSync(0).isDirectory();
  } catch {
    return;
  }
  if (directory) throw new Error('The input is a folder, not text: pipe a file (< messages.txt) or run in a terminal.');
}

/**
 * Creates the terminal the parts talk to the user through, built on `node:readline/promises`. It works
 * interactively and with piped input, and every stream can be replaced for tests. It handles `SIGINT` and `SIGTERM`
 * for the process until {@link Terminal.close} is called. Throws when stdin is a folder, which cannot be read.
 */
export function createTerminal(options: TerminalOptions = {}): Terminal {
  const input = options.input ?? process.stdin;
  if (input === process.stdin) refuseDirectoryInput();
  const output: MaybeTty = options.output ?? process.stdout;
  const errorOutput: MaybeTty = options.errorOutput ?? process.stderr;
  const interactive = isTty(input) && isTty(output);
  const redact = options.redact ?? ((text: string) => text);
  const outStyles = createStyles(options.color ?? shouldUseColor(output));
  const errorStyles = createStyles(options.color ?? shouldUseColor(errorOutput));
  const echo = createEchoGate(output);
  const readline = createInterface({
    input,
    output: interactive ? echo.stream : undefined,
    terminal: interactive,
    crlfDelay: Number.POSITIVE_INFINITY,
    historySize: 100,
    removeHistoryDuplicates: true,
  });
  const lines = createLineQueue(readline);
  const listeners = new Set<(signal: InterruptSignal) => void>();
  let spinner: Spinner | undefined;
  /** Withdraws the question on screen, if one is (see `interrupt`). */
  let withdrawQuestion: AbortController | undefined;
  let closed = false;
  /** Whether a streamed answer has begun a line it has not ended yet: anything else printed starts a new line. */
  let midLine = false;

  const safe = (text: string) => redact(sanitizeForTerminal(text));
  const print = (stream: MaybeTty, style: (text: string) => string, text: string) => {
    spinner?.clear();
    if (midLine && stream === output) output.write('\n');
    midLine = false;
    stream.write(`${style(safe(text))}\n`);
  };
  const printer = (stream: MaybeTty, styles: Styles, kind: Exclude<keyof Styles, 'prompt'>) => (text: string) =>
    print(stream, styles[kind], text);

  // Ctrl-C withdraws the question on screen before anyone else hears it, whoever asked it: a question left open after
  // the turn that asked it was cancelled would take the next line typed as its answer, and that line would be lost.
  // (An MCP server's question is one: the SDK drops the server's cancellation of its first request, id 0.)
  const interrupt = (signal: InterruptSignal = 'SIGINT') => {
    withdrawQuestion?.abort();
    if (listeners.size === 0) return close();
    for (const listener of [...listeners]) listener(signal);
  };
  const onSigint = () => interrupt('SIGINT');
  const onSigterm = () => interrupt('SIGTERM');
  function close(): void {
    if (closed) return;
    closed = true;
    spinner?.stop();
    process.off('SIGINT', onSigint);
    process.off('SIGTERM', onSigterm);
    readline.close();
  }
  // A terminal delivers Ctrl-C to readline as a key; a pipe leaves it to the process as a signal.
  readline.on('SIGINT', onSigint);
  readline.on('error', () => readline.close());
  // When the reader of the output goes away (`npm run part1 | head -1`), the next write fails with EPIPE, which
  // unhandled is a crash with a stack trace. Stop as at the end of input instead; nobody is left to read an error.
  output.on('error', () => close());
  errorOutput.on('error', () => {});
  process.on('SIGINT', onSigint);
  process.on('SIGTERM', onSigterm);

  /** Forgets what was typed on the current line but not yet entered, so it cannot become part of an answer. */
  const clearTypedLine = () => {
    readline.write('', { ctrl: true, name: 'e' });
    readline.write('', { ctrl: true, name: 'u' });
  };

  async function readLine(prompt: string, options: ReadLineOptions = {}): Promise<string | null> {
    if (closed || (lines.ended && !lines.hasLine)) return null;
    spinner?.stop();
    // A prompt starts its own line, even after an answer that is still streaming: it must not overwrite that text.
    if (midLine) output.write('\n');
    midLine = false;
    const shownPrompt = outStyles.prompt(safe(prompt));
    if (!options.fresh) return ask(shownPrompt, options, options.signal);
    const withdraw = new AbortController();
    withdrawQuestion = withdraw;
    const signal = options.signal ? AbortSignal.any([options.signal, withdraw.signal]) : withdraw.signal;
    try {
      return await ask(shownPrompt, options, signal);
    } finally {
      if (withdrawQuestion === withdraw) withdrawQuestion = undefined;
    }
  }

  async function ask(shownPrompt: string, options: ReadLineOptions, signal?: AbortSignal): Promise<string | null> {
    if (!interactive || (lines.hasLine && !options.fresh)) {
      const line = await lines.next(signal ? { signal } : {});
      if (line !== null && !closed) output.write(`${shownPrompt}${safe(line)}\n`);
      return closed ? null : line;
    }
    if (options.fresh) clearTypedLine();
    echo.unmute();
    readline.setPrompt(shownPrompt);
    // Keys typed while the spinner ran are already in the line: keep the cursor after them (Node 26 otherwise puts it
    // back at the start of the line, so the next key would land before them).
    readline.prompt(true);
    // Ends the prompt's line when the question is withdrawn (Ctrl-C), before anything else is printed.
    const onAbort = () => {
      clearTypedLine();
      output.write('\n');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const line = await lines.next({ ...(signal ? { signal } : {}), ...(options.fresh ? { fresh: true } : {}) });
    signal?.removeEventListener('abort', onAbort);
    if (line === null && !signal?.aborted) output.write('\n');
    // An answer such as "y" is not worth finding again with the up arrow: readline keeps its history newest first.
    const history = (readline as unknown as { history?: string[] }).history;
    if (options.remember === false && line !== null && history?.[0] === line) history.shift();
    return closed ? null : line;
  }

  /** A streamed answer: piece by piece on a terminal, once and whole in a pipe. */
  function streamAnswer(): TextStream {
    if (!isTty(output)) {
      let text = '';
      return {
        write: (chunk) => {
          text += chunk;
        },
        end: () => print(output, outStyles.agent, text),
        cancel: () => {},
      };
    }
    const cleaner = createChunkCleaner({ redact, longestSecret: options.longestSecret ?? (() => 0) });
    let begun = false;
    const show = (text: string) => {
      if (text === '') return;
      begun = true;
      output.write(outStyles.agent(text));
      midLine = !text.endsWith('\n');
    };
    const finish = () => {
      if (begun && midLine) output.write('\n');
      midLine = false;
    };
    return {
      write: (chunk) => {
        spinner?.stop();
        show(cleaner.push(chunk));
      },
      end: () => {
        show(cleaner.flush());
        finish();
      },
      cancel: finish,
    };
  }

  return {
    interactive,
    readLine,
    agent: printer(output, outStyles, 'agent'),
    stream: () => streamAnswer(),
    tool: printer(output, outStyles, 'tool'),
    info: printer(output, outStyles, 'info'),
    plain: (text) => print(output, (plain) => plain, text),
    error: printer(errorOutput, errorStyles, 'error'),
    trace: printer(errorOutput, errorStyles, 'trace'),
    startSpinner(text) {
      spinner?.stop();
      const started = startSpinner(errorOutput, safe(text), errorStyles.trace);
      spinner = started;
      // Keys typed from here on stay in readline's line and show at the next prompt; echoed now, they would be left
      // behind on the spinner's line, or land in the middle of the answer.
      echo.mute();
      return () => {
        started.stop();
        if (spinner === started) spinner = undefined;
      };
    },
    onInterrupt(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    interrupt,
    close,
  };
}
