import { chmodSync, chownSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { loadPins } from './tool-pins.ts';

const tool: McpTool = { name: 'listAppointments', description: 'List the day.', inputSchema: { type: 'object' } };
const me = process.getuid?.();

/** A pins file written by this user, with `tool` pinned. */
async function savedPins(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'pins-')), 'mcp-pins.json');
  const pins = await loadPins(file);
  pins.pin('calendar', tool);
  await pins.save();
  return file;
}

describe.skipIf(me === undefined)('pins beside a calendar in a folder others can write', () => {
  it("are read when they are the user's own, and refused when another user owns them", async () => {
    const file = await savedPins();
    expect((await loadPins(file, me)).check('calendar', tool), 'the positive control: own pins are read').toBe('same');
    // Planted by another user: as root, by giving the file away; otherwise by reading it as someone else.
    const [owner, reader] = me === 0 ? [65534, me] : [me as number, (me as number) + 1];
    if (me === 0) chownSync(file, owner, owner);
    await expect(loadPins(file, reader)).rejects.toThrow(
      `The tool pins file ${file} belongs to another user (uid ${owner}), so it cannot say which tools you approved: keep it in a folder of your own (--calendar), or move that file away.`,
    );
  });

  it('are refused when anyone, or the group, may write them', async () => {
    const file = await savedPins();
    chmodSync(file, 0o666);
    await expect(loadPins(file, me)).rejects.toThrow(`The tool pins file ${file} is writable by anyone, so`);
    chmodSync(file, 0o664);
    await expect(loadPins(file, me)).rejects.toThrow(
      `The tool pins file ${file} is writable by its group, so it cannot say which tools you approved: if it is yours, make it writable by you alone (chmod go-w), or move it away.`,
    );
  });

  it('are saved without writing through a file planted where the old temporary file went', async () => {
    const file = await savedPins();
    const victim = join(mkdtempSync(join(tmpdir(), 'victim-')), 'notes.txt');
    writeFileSync(victim, 'mine\n');
    symlinkSync(victim, `${file}.tmp`);
    const pins = await loadPins(file, me);
    pins.pin('calendar', { ...tool, description: 'Changed.' });
    await pins.save();
    expect(readFileSync(victim, 'utf8')).toBe('mine\n');
    expect((await loadPins(file, me)).check('calendar', { ...tool, description: 'Changed.' })).toBe('same');
  });
});
