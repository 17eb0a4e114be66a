import { describe, expect, it } from 'vitest';
import { CollectedOutput } from './fixtures/test-streams.ts';
import { createStyles, shouldUseColor } from './styles.ts';

const tty = new CollectedOutput({ isTTY: true });
const pipe = new CollectedOutput();

describe('shouldUseColor', () => {
  it('colours a terminal and not a pipe or a file', () => {
    expect(shouldUseColor(tty, {})).toBe(true);
    expect(shouldUseColor(pipe, {})).toBe(false);
  });

  it('respects NO_COLOR unless it is empty', () => {
    expect(shouldUseColor(tty, { NO_COLOR: '1' })).toBe(false);
    expect(shouldUseColor(tty, { NO_COLOR: '' })).toBe(true);
  });

  it('lets FORCE_COLOR decide over both', () => {
    expect(shouldUseColor(pipe, { FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(true);
    expect(shouldUseColor(tty, { FORCE_COLOR: '0' })).toBe(false);
    expect(shouldUseColor(tty, { FORCE_COLOR: 'false' })).toBe(false);
  });
});

describe('createStyles', () => {
  it('adds escape codes only when colour is on', () => {
    expect(createStyles(false).error('oops')).toBe('oops');
    expect(createStyles(false).trace('detail')).toBe('detail');
    expect(createStyles(true).error('oops')).toContain('\x1b[');
  });
});
