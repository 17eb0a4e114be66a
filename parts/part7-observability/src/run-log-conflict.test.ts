import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRunLog, RunLogConflictError } from './run-log.ts';
import { replay } from './run-replay.ts';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'run-log-')), 'calendar.run.jsonl');

describe('the run log on disk', () => {
  it('has each record on disk when append returns, for the next process to replay', async () => {
    const file = fresh();
    const log = await openRunLog(file);
    await log.append({ type: 'user-input', text: 'hello' });
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({ kind: 'scheduling-agent-run', version: 1, runId: log.runId });
    const again = await openRunLog(file);
    expect(again.runId).toBe(log.runId);
    expect(replay(again.records).open).toMatchObject({ turn: 1, steps: 0 });
  });

  it('lets only one of two processes go on from the same state: the other is told, and writes nothing', async () => {
    const file = fresh();
    const first = await openRunLog(file);
    await first.append({ type: 'user-input', text: 'hello' });
    const second = await openRunLog(file);
    await first.append({ type: 'answer', text: 'Hello!', step: 1 });
    const before = readFileSync(file, 'utf8');
    await expect(second.append({ type: 'answer', text: 'Hi!', step: 1 })).rejects.toBeInstanceOf(RunLogConflictError);
    expect(readFileSync(file, 'utf8')).toBe(before);
    await second.reload();
    expect(second.records).toHaveLength(2);
  });
});
