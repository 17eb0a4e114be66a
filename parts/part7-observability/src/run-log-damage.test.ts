import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRunLog } from './run-log.ts';

const folder = () => mkdtempSync(join(tmpdir(), 'run-log-damage-'));

describe('state files that cannot be used are refused in one line', () => {
  it('refuses an empty (0-byte) run log, which only a cut could make, and leaves it as it was', async () => {
    const file = join(folder(), 'calendar.run.jsonl');
    // The positive control: a missing log opens as a new one.
    expect((await openRunLog(file)).records).toEqual([]);
    writeFileSync(file, '');
    await expect(openRunLog(file)).rejects.toThrow(
      `The run log ${file} cannot be read: it is empty (0 bytes), so what ran before cannot be known. Move it away`,
    );
    expect(readFileSync(file, 'utf8')).toBe('');
  });

  it('names a run log that is a directory once, as what it is, with one full stop', async () => {
    const log = join(folder(), 'calendar.run.jsonl');
    mkdirSync(log);
    const logError = await openRunLog(log).catch((error: Error) => error.message);
    expect(logError).toBe(
      `The run log ${log} cannot be read: it is a directory. Move it away (or use another --calendar) to start a new conversation; it was not changed.`,
    );
  });

  it('checks every field of a record against the one schema, down to each decided call', async () => {
    const file = join(folder(), 'calendar.run.jsonl');
    const header = JSON.stringify({ kind: 'scheduling-agent-run', version: 1, runId: 'run_1' });
    const calls = [{ id: 'c1', name: 'listAppointments', args: { date: '2026-11-24' } }];
    const line = (decided: unknown) =>
      JSON.stringify({ seq: 1, type: 'tool-calls', step: 1, calls, decided: [decided], keys: ['run_1.a/1/1/0'] });
    // The positive control: the call as the registry reads it opens.
    writeFileSync(file, `${header}\n${line({ tool: 'listAppointments', parameters: { date: '2026-11-24' } })}\n`);
    expect((await openRunLog(file)).records).toHaveLength(1);
    const damaged = `${header}\n${line({ tool: 'listAppointments' })}\n`;
    writeFileSync(file, damaged);
    await expect(openRunLog(file)).rejects.toThrow(`The run log ${file} cannot be read: line 2 is damaged:`);
    expect(readFileSync(file, 'utf8')).toBe(damaged);
  });
});
