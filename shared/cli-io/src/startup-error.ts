import { sanitizeForTerminal } from './sanitize.ts';

/** A mistake on the command line (a flag, or its value): the one kind of error for which `--help` is the next step. */
export class UsageError extends Error {
  override readonly name: string = 'UsageError';
}

/**
 * True for a command-line mistake: a {@link UsageError}, or one of `node:util` parseArgs's own errors (an unknown
 * option, a missing value). Known by name too, so that a package which does not depend on this one (the model
 * flags in llm-service) can say that its error is about a flag.
 */
export function isUsageError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_')) return true;
  return error.name === 'UsageError';
}

/**
 * What to print when a program cannot start: one line saying why (line breaks in it become spaces), safe for a
 * terminal and with secrets taken out,
 * and the pointer to `--help` only when the mistake is in the command line. A damaged file or a missing key is
 * explained by its own line; sending the person to the usage text would send them the wrong way.
 */
export function startupErrorLines(error: unknown, redact: (text: string) => string): string[] {
  const text = sanitizeForTerminal(error instanceof Error ? error.message : String(error));
  // One line, whatever the message quotes: a field name read from a damaged file may hold a line break.
  const message = redact(text.replace(/\s*\n\s*/g, ' '));
  return isUsageError(error) ? [`error: ${message}`, 'Run with --help for usage.'] : [`error: ${message}`];
}
