import type { MaybeTty } from './styles.ts';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const FRAME_INTERVAL_MS = 80;
const CLEAR_LINE = '\r\x1b[2K';

/** A running spinner. `clear` wipes its line for a moment (the next frame redraws it); `stop` wipes it for good. */
export interface Spinner {
  clear(): void;
  stop(): void;
}

/**
 * Animates `text` after a spinner on `stream` until stopped, only when `stream` is a terminal: in a pipe or a file
 * it writes nothing, so transcripts stay clean. The text is cut to the terminal width because a wrapped line could
 * not be cleared; `style` decorates it after cutting, and the text must already be safe to print.
 */
export function startSpinner(
  stream: MaybeTty & { columns?: number },
  text: string,
  style: (text: string) => string = (plain) => plain,
): Spinner {
  if (stream.isTTY !== true) return { clear: () => {}, stop: () => {} };
  const width = Math.max((stream.columns || 80) - 3, 0);
  const label = style(Array.from(text.replace(/\s+/g, ' ')).slice(0, width).join(''));
  let frame = 0;
  let visible = false;
  const draw = () => {
    stream.write(`${CLEAR_LINE}${FRAMES[frame % FRAMES.length]} ${label}`);
    frame += 1;
    visible = true;
  };
  const clear = () => {
    if (visible) stream.write(CLEAR_LINE);
    visible = false;
  };
  const timer = setInterval(draw, FRAME_INTERVAL_MS);
  timer.unref();
  draw();
  let stopped = false;
  return {
    clear,
    stop: () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      clear();
    },
  };
}
