import { randomBytes } from 'node:crypto';
import { open, readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CalendarFileError, CalendarLockError } from './errors.ts';
import { makeDirectory } from './make-directory.ts';

/** How long to wait for the lock, and when a lock counts as abandoned. */
export interface LockOptions {
  /** Give up with a {@link CalendarLockError} after this long. Default 15 000 ms. */
  readonly timeoutMs?: number;
  /** A lock older than this is taken over even if its process seems alive. Default 10 000 ms. */
  readonly staleMs?: number;
}

/** What a lock file holds, so a waiting process can tell whether the holder is still alive. */
interface LockContent {
  readonly pid: number;
  readonly host: string;
  readonly token: string;
  readonly acquiredAt: string;
}

interface Holder {
  readonly content: LockContent | undefined;
  readonly inode: number;
  readonly ageMs: number;
}

/** A holder writes its content right after creating the file, so an empty lock older than this was left by a crash. */
const EMPTY_LOCK_GRACE_MS = 1_000;

/** The lock file that guards `file`: the same path with `.lock` added. */
export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

/** The lock's content, or undefined while it is still empty (or was damaged by hand). */
function readContent(text: string): LockContent | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const looksRight = typeof parsed === 'object' && parsed !== null && typeof (parsed as LockContent).pid === 'number';
    return looksRight ? (parsed as LockContent) : undefined;
  } catch {
    return undefined;
  }
}

async function inspect(lockFile: string): Promise<Holder | null> {
  try {
    const stats = await stat(lockFile);
    const text = await readFile(lockFile, 'utf8');
    return { content: readContent(text), inode: stats.ino, ageMs: Date.now() - stats.mtimeMs };
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(holder: Holder, staleMs: number): boolean {
  if (holder.ageMs > staleMs) return true;
  if (holder.content === undefined) return holder.ageMs > EMPTY_LOCK_GRACE_MS;
  return holder.content.host === hostname() && !isAlive(holder.content.pid);
}

/** Deletes an abandoned lock, unless it changed hands since it was judged abandoned. */
async function removeIfUnchanged(lockFile: string, judged: Holder): Promise<boolean> {
  const now = await inspect(lockFile);
  if (!now || now.inode !== judged.inode || now.content?.token !== judged.content?.token) return false;
  return unlink(lockFile).then(
    () => true,
    () => false,
  );
}

async function tryCreate(file: string, lockFile: string, content: LockContent): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(lockFile, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new CalendarFileError(
      'unwritable',
      file,
      `Could not create the lock file ${lockFile} (${(error as NodeJS.ErrnoException).code}): check that the calendar's directory is writable; the calendar was not changed.`,
      { cause: error },
    );
  }
  try {
    await handle.writeFile(`${JSON.stringify(content)}\n`, 'utf8');
    return true;
  } catch (error) {
    await unlink(lockFile).catch(() => undefined);
    throw new CalendarFileError(
      'unwritable',
      file,
      `Could not write the lock file ${lockFile} (${(error as NodeJS.ErrnoException).code}): check that the disk has space; the calendar was not changed.`,
      { cause: error },
    );
  } finally {
    await handle.close();
  }
}

async function acquire(file: string, options: LockOptions): Promise<LockContent> {
  const { timeoutMs = 15_000, staleMs = 10_000 } = options;
  const lockFile = lockFileOf(file);
  const content = {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(8).toString('hex'),
    acquiredAt: new Date().toISOString(),
  };
  await makeDirectory(dirname(file)).catch(() => undefined);
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    if (await tryCreate(file, lockFile, content)) return content;
    const holder = await inspect(lockFile);
    if (holder && isStale(holder, staleMs) && (await removeIfUnchanged(lockFile, holder))) continue;
    const waited = Date.now() - started;
    if (waited > timeoutMs) throw new CalendarLockError(file, lockFile, waited, holder?.content?.pid);
    await sleep(Math.min(100, 5 * 2 ** attempt) * (0.5 + Math.random()));
  }
}

async function release(file: string, content: LockContent): Promise<void> {
  const holder = await inspect(lockFileOf(file));
  if (holder?.content?.token === content.token) await unlink(lockFileOf(file)).catch(() => undefined);
}

/**
 * Runs `action` while holding `<file>.lock`, so read-modify-write cycles from several processes take turns. Waits
 * with a small backoff; takes over a lock whose process is dead (same host) or that is older than `staleMs`.
 */
export async function withFileLock<T>(file: string, action: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const content = await acquire(file, options);
  try {
    return await action();
  } finally {
    await release(file, content);
  }
}
