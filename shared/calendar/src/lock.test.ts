import { spawn } from 'node:child_process';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalendarLockError } from './errors.ts';
import { lockFileOf, withFileLock } from './lock.ts';
import { temporaryDirectory } from './test-fixtures/setup.ts';

/** The pid of a process that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('close', resolve));
  return child.pid!;
}

async function calendarFile(): Promise<string> {
  return join(await temporaryDirectory(), 'calendar.json');
}

async function plantLock(file: string, pid: number, ageSeconds = 0): Promise<string> {
  const content = JSON.stringify({
    pid,
    host: hostname(),
    token: 'someone-else',
    acquiredAt: new Date().toISOString(),
  });
  await writeFile(lockFileOf(file), content);
  const then = new Date(Date.now() - ageSeconds * 1000);
  await utimes(lockFileOf(file), then, then);
  return content;
}

const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

describe('withFileLock', () => {
  it('holds <file>.lock with the pid while the action runs, and removes it afterwards', async () => {
    const file = await calendarFile();
    const seen = await withFileLock(file, async () => JSON.parse(await readFile(lockFileOf(file), 'utf8')));
    expect(seen).toMatchObject({ pid: process.pid, host: hostname() });
    expect(await exists(lockFileOf(file))).toBe(false);
  });

  it('lets only one action run at a time, even within one process', async () => {
    const file = await calendarFile();
    const events: string[] = [];
    const action = (name: string) => async () => {
      events.push(`${name} in`);
      await new Promise((resolve) => setImmediate(resolve));
      events.push(`${name} out`);
    };
    await Promise.all(['a', 'b', 'c'].map((name) => withFileLock(file, action(name))));
    for (let index = 0; index < events.length; index += 2) {
      expect(events[index]?.replace(' in', '')).toBe(events[index + 1]?.replace(' out', ''));
    }
  });

  it('releases the lock when the action throws', async () => {
    const file = await calendarFile();
    await expect(withFileLock(file, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await exists(lockFileOf(file))).toBe(false);
  });

  it('takes over a lock left by a process that is no longer running', async () => {
    const file = await calendarFile();
    await plantLock(file, await deadPid());
    expect(await withFileLock(file, async () => 'ran')).toBe('ran');
    expect(await exists(lockFileOf(file))).toBe(false);
  });

  it('takes over a lock older than staleMs even if its process is alive', async () => {
    const file = await calendarFile();
    await plantLock(file, process.pid, 60);
    expect(await withFileLock(file, async () => 'ran')).toBe('ran');
  });

  it('takes over an empty lock file left by a process killed while creating it', async () => {
    const file = await calendarFile();
    await writeFile(lockFileOf(file), '');
    const then = new Date(Date.now() - 5_000);
    await utimes(lockFileOf(file), then, then);
    expect(await withFileLock(file, async () => 'ran')).toBe('ran');
  });

  it('gives up with a CalendarLockError naming the holder and the lock file, leaving the lock alone', async () => {
    const file = await calendarFile();
    const content = await plantLock(file, process.pid);
    const failure = withFileLock(file, async () => 'ran', { timeoutMs: 50 });
    await expect(failure).rejects.toBeInstanceOf(CalendarLockError);
    await expect(failure).rejects.toMatchObject({ problem: 'locked', holderPid: process.pid, file });
    await expect(failure).rejects.toThrow(`delete ${lockFileOf(file)} if that process is no longer running`);
    expect(await readFile(lockFileOf(file), 'utf8')).toBe(content);
  });

  it('does not delete a lock that another process has taken over in the meantime', async () => {
    const file = await calendarFile();
    let planted = '';
    await withFileLock(file, async () => {
      planted = await plantLock(file, process.pid);
    });
    expect(await readFile(lockFileOf(file), 'utf8')).toBe(planted);
  });
});
