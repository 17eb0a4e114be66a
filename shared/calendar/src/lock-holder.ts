import { randomBytes } from 'node:crypto';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';

/** What a lock file (and every claim or takeover marker) holds: who made it, so others can tell if it is gone. */
export interface LockContent {
  readonly pid: number;
  readonly host: string;
  /** Random, never reused: it names one holding of the lock, so a holder can check the lock is still its own. */
  readonly token: string;
  readonly acquiredAt: string;
}

/** Fresh content for this process: a new token each time the lock is wanted. */
export function newLockContent(): LockContent {
  return {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(12).toString('hex'),
    acquiredAt: new Date().toISOString(),
  };
}

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** `null`: no such file. `'unknown'`: a file whose content names no holder (damaged by hand). */
export type ReadHolder = LockContent | 'unknown' | null;

/** Reads the holder named in a lock or marker file. */
export async function readHolder(path: string): Promise<ReadHolder> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockContent> | null;
    const complete =
      typeof parsed?.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.token === 'string';
    return complete ? (parsed as LockContent) : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the holder is provably gone: it ran on this host and its process no longer exists (`kill(pid, 0)` says
 * ESRCH). Age plays no part: a holder that is still running, even paused or slow for minutes, is never robbed, and a
 * holder on another host is never judged at all (its pid means nothing here).
 */
export function isGone(holder: LockContent): boolean {
  if (holder.host !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    return codeOf(error) === 'ESRCH';
  }
}

/** Writes `content` to a new file that must not exist yet. */
export async function writeNew(path: string, content: LockContent): Promise<void> {
  await writeFile(path, `${JSON.stringify(content)}\n`, { flag: 'wx' });
}

/** File systems without hard links say so with one of these; there the lock falls back to exclusive create. */
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Creates `path` holding `content`, only if it does not exist; true if this call created it. Uses `link()` from a
 * complete claim file, so the path never exists empty or half-written (a crash cannot leave a lock naming nobody).
 */
export async function createExclusive(path: string, claim: string, content: LockContent): Promise<boolean> {
  try {
    await link(claim, path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(codeOf(error) ?? '')) throw error;
  }
  try {
    await writeNew(path, content);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
}

/** Removes a file, ignoring one that is already gone. */
export async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}
