import { Chalk, type ChalkInstance } from 'chalk';

/** How each kind of terminal line looks. Each style takes already-sanitized text and returns it decorated. */
export interface Styles {
  /** The user prompt (`you> `). */
  prompt: (text: string) => string;
  /** The assistant's answer. */
  agent: (text: string) => string;
  /** A tool call and its result. */
  tool: (text: string) => string;
  /** Something that went wrong. */
  error: (text: string) => string;
  /** Behind-the-scenes detail (requests, raw replies), dimmed so it reads as secondary. */
  trace: (text: string) => string;
  /** Short notices from the program itself, such as `cancelled`. */
  info: (text: string) => string;
}

/** A stream that may be a terminal, as `process.stdout` is. */
export type MaybeTty = NodeJS.WritableStream & { isTTY?: boolean };

/**
 * Whether to colour what is written to `stream`: `FORCE_COLOR` decides when set (`0` or `false` turn colour off,
 * anything else on), then a non-empty `NO_COLOR` turns it off, and otherwise colour is on only for a terminal.
 */
export function shouldUseColor(stream: MaybeTty, env: NodeJS.ProcessEnv = process.env): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  return stream.isTTY === true;
}

/** The styles, coloured or plain. Uses its own `Chalk` instance, so no global colour setting is read or changed. */
export function createStyles(color: boolean): Styles {
  const chalk: ChalkInstance = new Chalk({ level: color ? 1 : 0 });
  return {
    prompt: (text) => chalk.bold.green(text),
    agent: (text) => chalk.cyan(text),
    tool: (text) => chalk.yellow(text),
    error: (text) => chalk.red(text),
    trace: (text) => chalk.dim(text),
    info: (text) => chalk.magenta(text),
  };
}
