import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPins } from './tool-pins.ts';

// In the end-to-end tier because making a FIFO takes a process (`mkfifo`): Node has no call for it. The other files
// that may stand where the pins belong are in tool-pins.test.ts.
const me = process.getuid?.();

describe.skipIf(me === undefined)('pins beside a calendar in a folder others can write', () => {
  it('are refused, at once, when a FIFO stands in their place (reading it would wait for a writer forever)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pins-')), 'mcp-pins.json');
    execFileSync('mkfifo', [file]);
    await expect(loadPins(file, me)).rejects.toThrow(`The tool pins file ${file} is not a regular file, so`);
  });
});
