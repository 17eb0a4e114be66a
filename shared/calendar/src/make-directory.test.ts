import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDirectory } from './make-directory.ts';

describe('makeDirectory', () => {
  it('creates missing parents and accepts a folder that exists', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'mkdir-')), 'a', 'b', 'c');
    await makeDirectory(folder);
    await makeDirectory(folder);
    expect(statSync(folder).isDirectory()).toBe(true);
  });

  it('fails at once where a folder cannot be made, instead of hanging', async () => {
    await expect(makeDirectory('/proc/no-such-folder/calendar')).rejects.toMatchObject({ code: expect.any(String) });
  });
});
