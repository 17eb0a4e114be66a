import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMemory } from './memory.ts';
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

  it('names a run log or memory file that is a directory once, as what it is, with one full stop', async () => {
    const directory = folder();
    const log = join(directory, 'calendar.run.jsonl');
    const memory = join(directory, 'calendar.memory.json');
    mkdirSync(log);
    mkdirSync(memory);
    const logError = await openRunLog(log).catch((error: Error) => error.message);
    expect(logError).toBe(
      `The run log ${log} cannot be read: it is a directory. Move it away (or use another --calendar) to start a new conversation; it was not changed.`,
    );
    const memoryError = await openMemory(memory).catch((error: Error) => error.message);
    expect(memoryError).toBe(
      `The memory file ${memory} cannot be read: it is a directory. Move it away to start with no facts; it was not changed.`,
    );
  });
});
