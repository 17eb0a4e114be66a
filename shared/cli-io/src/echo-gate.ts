import type { MaybeTty } from './styles.ts';

/** The output readline echoes typed keys to, which can be silenced for a while. */
export interface EchoGate {
  /** What to give readline as its output: the terminal itself while not muted. */
  readonly stream: NodeJS.WritableStream;
  /** Stops echoing; what is typed is still read and kept in the line being edited. */
  mute(): void;
  /** Echoes again; the next prompt redraws the whole line, keys typed meanwhile included. */
  unmute(): void;
}

/**
 * Wraps a terminal for readline so that its echo can be paused. The wrapper inherits everything else from the
 * terminal (its width, `isTTY`, resize events), so readline lays out lines exactly as before.
 */
export function createEchoGate(output: MaybeTty): EchoGate {
  let muted = false;
  const stream = Object.create(output) as NodeJS.WritableStream;
  stream.write = ((...args: Parameters<NodeJS.WritableStream['write']>) =>
    muted ? true : output.write(...(args as [string]))) as NodeJS.WritableStream['write'];
  return {
    stream,
    mute: () => {
      muted = true;
    },
    unmute: () => {
      muted = false;
    },
  };
}
