import { chmodSync, chownSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openRunLog } from './run-log.ts';

const asRoot = process.getuid?.() === 0;

/** A run log with one message in it, written by this user, as the agent leaves it. */
async function ownLog(): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'run-log-planted-')), 'calendar.run.jsonl');
  await (await openRunLog(file)).append({ type: 'user-input', text: 'cancel the board meeting tomorrow' });
  return file;
}

describe('a run log someone else could have written is never resumed', () => {
  it.runIf(asRoot)(
    'refuses, in one line, a log another user owns (planted in a shared folder), and leaves it',
    async () => {
      const file = await ownLog();
      // The positive control: the user's own log opens, with its message.
      expect((await openRunLog(file)).records).toHaveLength(1);
      chownSync(file, 65534, 65534);
      const before = readFileSync(file, 'utf8');
      await expect(openRunLog(file)).rejects.toThrow(
        `The run log ${file} cannot be read: it belongs to another user (uid 65534), so someone else could have written what it says. Move it away (or use another --calendar) to start a new conversation; it was not changed.`,
      );
      expect(readFileSync(file, 'utf8')).toBe(before);
      expect(statSync(file).uid).toBe(65534);
    },
  );

  it('refuses a log its group or anyone may write, and says how to keep one that is yours', async () => {
    const file = await ownLog();
    for (const mode of [0o666, 0o620]) {
      chmodSync(file, mode);
      const who = mode & 0o002 ? 'anyone' : 'its group';
      await expect(openRunLog(file)).rejects.toThrow(
        `The run log ${file} cannot be read: it is writable by ${who}, so someone else could have written what it says (if it is yours and you trust it, chmod go-w). Move it away`,
      );
    }
  });

  it.runIf(asRoot)('does not append to a log given to another user after it was opened', async () => {
    const file = await ownLog();
    const log = await openRunLog(file);
    chownSync(file, 65534, 65534);
    await expect(log.append({ type: 'answer', text: 'Cancelled.', step: 1 })).rejects.toThrow(
      `The run log ${file} cannot be read: it belongs to another user (uid 65534)`,
    );
    expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(3);
  });

  it('is created by the agent as its own, writable by it alone', async () => {
    const file = await ownLog();
    expect(statSync(file).uid).toBe(process.getuid?.());
    expect(statSync(file).mode & 0o022).toBe(0);
  });
});
