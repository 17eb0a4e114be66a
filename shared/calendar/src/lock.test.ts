import { readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CalendarLockError } from './errors.ts';
import { lockFileOf, withFileLock } from './lock.ts';
import { deadPid } from './test-fixtures/contention.ts';
import { temporaryDirectory } from './test-fixtures/setup.ts';

async function calendarFile(): Promise<string> {
  return join(await temporaryDirectory(), 'calendar.json');
}

/** Writes a lock as another process would have, with its file's time `ageSeconds` ago. */
async function plantLock(
  file: string,
  pid: number,
  ageSeconds = 0,
  acquiredAt = new Date().toISOString(),
  host = hostname(),
): Promise<string> {
  const content = JSON.stringify({ pid, host, token: 'a'.repeat(24), acquiredAt });
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

  it('never takes a lock from a holder that is still running, however old the lock', async () => {
    const file = await calendarFile();
    // The process that started this test's worker is running for as long as the test is, and is not this one.
    const holder = process.ppid;
    const content = await plantLock(file, holder, 3600, '2000-01-01T00:00:00.000Z');
    const failure = withFileLock(file, async () => 'ran', { timeoutMs: 300 });
    await expect(failure).rejects.toBeInstanceOf(CalendarLockError);
    await expect(failure).rejects.toMatchObject({ problem: 'locked', holderPid: holder, file });
    await expect(failure).rejects.toThrow(`process ${holder}, which is still running`);
    expect(await readFile(lockFileOf(file), 'utf8')).toBe(content);
  });

  it('never takes a lock held on another host, even one naming a pid that is not running here', async () => {
    const file = await calendarFile();
    const content = await plantLock(file, await deadPid(), 3600, undefined, 'other-machine');
    const failure = withFileLock(file, async () => 'ran', { timeoutMs: 200 });
    await expect(failure).rejects.toThrow(/on host "other-machine": try again, or delete .*calendar\.json\.lock/);
    expect(await readFile(lockFileOf(file), 'utf8')).toBe(content);
  });

  it('never takes a lock file that names nobody, and says it may be deleted if nothing uses the calendar', async () => {
    const file = await calendarFile();
    await writeFile(lockFileOf(file), '');
    const failure = withFileLock(file, async () => 'ran', { timeoutMs: 200 });
    await expect(failure).rejects.toThrow(/names no process .*delete it if no program is using the calendar/);
    expect(await readFile(lockFileOf(file), 'utf8')).toBe('');
  });

  it('takes over from a process that died while itself taking over, and clears what both left', async () => {
    const file = await calendarFile();
    const first = JSON.parse(await plantLock(file, await deadPid())) as { token: string };
    const marker = `${lockFileOf(file)}.${first.token}.takeover`;
    const second = { pid: await deadPid(), host: hostname(), token: 'b'.repeat(24), acquiredAt: '2026-01-01T00:00Z' };
    await writeFile(marker, JSON.stringify(second));
    await writeFile(`${lockFileOf(file)}.${second.token}.claim`, JSON.stringify(second));
    expect(await withFileLock(file, async () => 'ran', { timeoutMs: 2_000 })).toBe('ran');
    expect(await readdir(dirname(file))).toEqual([]);
  });

  it('gives a lease that says when the lock is no longer its own', async () => {
    const file = await calendarFile();
    const held = await withFileLock(file, async (lease) => {
      const before = await lease.stillHeld();
      await plantLock(file, process.pid);
      return [before, await lease.stillHeld()];
    });
    expect(held).toEqual([true, false]);
  });

  it('gives up with a CalendarLockError naming the holder and the lock file, leaving the lock alone', async () => {
    const file = await calendarFile();
    const content = await plantLock(file, process.pid);
    const failure = withFileLock(file, async () => 'ran', { timeoutMs: 50 });
    await expect(failure).rejects.toBeInstanceOf(CalendarLockError);
    await expect(failure).rejects.toMatchObject({ problem: 'locked', holderPid: process.pid, file });
    await expect(failure).rejects.toThrow(
      `delete ${lockFileOf(file)} if that process is not a program using the calendar`,
    );
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
