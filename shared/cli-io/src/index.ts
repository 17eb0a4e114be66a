export { createTerminal } from './create-terminal.ts';
export { refuseFlagsTakenByNpm } from './npm-flags.ts';
export { EXIT_CODES, type ReplOptions, runRepl } from './repl.ts';
export { quoteVisible, sanitizeForTerminal } from './sanitize.ts';
export { isUsageError, startupErrorLines, UsageError } from './startup-error.ts';
export { createStyles, type Styles, shouldUseColor } from './styles.ts';
export type { InterruptSignal, ReadLineOptions, Terminal, TerminalOptions } from './terminal.ts';
export type { TextStream } from './text-stream.ts';
