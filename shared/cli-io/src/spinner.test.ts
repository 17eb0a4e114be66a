import { describe, expect, it } from 'vitest';
import { CollectedOutput } from './fixtures/test-streams.ts';
import { startSpinner } from './spinner.ts';

describe('startSpinner', () => {
  it('writes nothing when the stream is not a terminal', () => {
    const stream = new CollectedOutput();
    const spinner = startSpinner(stream, 'thinking');
    spinner.clear();
    spinner.stop();
    expect(stream.text).toBe('');
  });

  it('draws on a terminal and clears its line when stopped', () => {
    const stream = new CollectedOutput({ isTTY: true });
    const spinner = startSpinner(stream, 'thinking');
    expect(stream.text).toContain('thinking');
    spinner.stop();
    spinner.stop();
    expect(stream.text.endsWith('\r\x1b[2K')).toBe(true);
  });

  it('cuts the text to the terminal width so the line can be cleared', () => {
    const stream = new CollectedOutput({ isTTY: true });
    stream.columns = 13;
    startSpinner(stream, 'a very long status line').stop();
    expect(stream.text).toContain('a very lon');
    expect(stream.text).not.toContain('a very long');
  });
});
