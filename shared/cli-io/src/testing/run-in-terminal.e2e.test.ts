import { describe, expect, it } from 'vitest';
import { isRunning as alive, processTree, startInTerminal } from './run-in-terminal.ts';

const fixture = new URL('./wait-at-prompt.fixture.ts', import.meta.url);

// The tests run in order: each "ends" test leaves its processes' ids here, and the check after it looks for them.
const started: number[][] = [];

describe('startInTerminal', () => {
  it('starts the program under `script` in a pseudo-terminal (a positive control for the checks below)', async () => {
    const session = startInTerminal(fixture);
    await session.waitFor('ready>');
    const tree = processTree(session.pid);
    // `script`, and the program it runs in the terminal.
    expect(tree.length).toBeGreaterThanOrEqual(2);
    expect(tree.every(alive)).toBe(true);
    started.push(tree);
  });

  it('leaves nothing running once the test that started it has ended', () => {
    const left = started.at(-1)!.filter(alive);
    expect(left, 'processes still running after their test ended').toEqual([]);
  });

  it.fails('is stopped when its test fails, too (this test fails on purpose)', async () => {
    const session = startInTerminal(fixture);
    await session.waitFor('ready>');
    started.push(processTree(session.pid));
    throw new Error('a test that fails with the program still at its prompt');
  });

  it('leaves nothing running once a failed test has ended', () => {
    expect(started).toHaveLength(2);
    expect(started.at(-1)!.filter(alive), 'processes still running after their test failed').toEqual([]);
  });

  it('stops everything it started on request, and says how the program ended', async () => {
    const session = startInTerminal(fixture);
    await session.waitFor('ready>');
    const tree = processTree(session.pid);
    await session.stop();
    expect(tree.filter(alive)).toEqual([]);
    // Killed by a signal: `script` reports it as null, or as 137 when the part under it was killed first.
    expect([null, 137]).toContain(await session.exited);
  });
});
