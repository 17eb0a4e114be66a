import { rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CalendarFileError, CalendarLockError } from './errors.ts';
import {
  createExclusive,
  isGone,
  type LockContent,
  newLockContent,
  type ReadHolder,
  readHolder,
  removeQuietly,
  writeNew,
} from './lock-holder.ts';
import { removeAbandonedLockFiles } from './lock-leftovers.ts';
import { makeDirectory } from './make-directory.ts';
import { showPath } from './untrusted-text.ts';

/** How long to wait for the lock. There is no age after which a lock is taken: only a holder that is gone loses it. */
export interface LockOptions {
  /** Give up with a {@link CalendarLockError} after this long. Default 15 000 ms. */
  readonly timeoutMs?: number;
}

/** What the code running under the lock can ask: whether the lock is still its own, right before it commits. */
export interface LockLease {
  readonly lockFile: string;
  /** True while `<file>.lock` still names this holding. False only if a person (or another host) removed it. */
  stillHeld(): Promise<boolean>;
}

/** The lock file that guards `file`: the same path with `.lock` added. */
export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

/**
 * Replaces `path` (the lock, or a takeover marker) whose holder `gone` has died, and reports whether this process
 * now holds it. Exactly one process can win: to touch a path naming token T, a process must first create the marker
 * `<lock>.<T>.takeover` exclusively, and T never comes back once replaced. A winner that dies leaves a marker naming
 * a dead process, which is taken over the same way, one level down.
 */
async function replaceGone(lockFile: string, path: string, gone: LockContent, mine: LockContent, depth = 0) {
  if (depth > 4) return false;
  const marker = `${lockFile}.${gone.token}.takeover`;
  const claim = `${lockFile}.${mine.token}.claim`;
  if (!(await createExclusive(marker, claim, mine))) {
    const other = await readHolder(marker);
    if (other === null || other === 'unknown' || !isGone(other)) return false;
    if (!(await replaceGone(lockFile, marker, other, mine, depth + 1))) return false;
  }
  try {
    const now = await readHolder(path);
    if (now === null || now === 'unknown' || now.token !== gone.token) return false;
    const swap = `${lockFile}.${mine.token}.swap`;
    await removeQuietly(swap);
    await writeNew(swap, mine);
    await rename(swap, path);
    return true;
  } finally {
    await removeQuietly(marker);
  }
}

async function holds(lockFile: string, mine: LockContent): Promise<boolean> {
  const holder = await readHolder(lockFile).catch(() => null);
  return holder !== null && holder !== 'unknown' && holder.token === mine.token;
}

/** One attempt: create the lock, or take it over from a holder that is gone. */
async function tryAcquire(lockFile: string, mine: LockContent): Promise<{ won: boolean; holder?: ReadHolder }> {
  if (await createExclusive(lockFile, `${lockFile}.${mine.token}.claim`, mine)) return { won: true };
  const holder = await readHolder(lockFile);
  if (holder === null || holder === 'unknown' || !isGone(holder)) return { won: false, holder };
  const won = (await replaceGone(lockFile, lockFile, holder, mine)) && (await holds(lockFile, mine));
  return { won, holder };
}

/** What to do about a failed lock, by the system's error code: only a full disk is about disk space. */
function lockAdvice(code: string, lockFile: string): string {
  switch (code) {
    case 'EISDIR':
      return `${showPath(lockFile)} is a directory, where the lock file belongs: move or remove that directory`;
    case 'ENOSPC':
    case 'EDQUOT':
      return 'the disk is full: free some space';
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return "check that the calendar's directory is writable";
    default:
      return "check that the calendar's directory is writable and the disk has space";
  }
}

function lockFailure(file: string, lockFile: string, error: unknown): CalendarFileError {
  const code = (error as NodeJS.ErrnoException).code ?? String(error);
  return new CalendarFileError(
    'unwritable',
    file,
    `Could not create the lock file ${showPath(lockFile)} (${code}): ${lockAdvice(code, lockFile)}; the calendar was not changed.`,
    { cause: error },
  );
}

async function acquire(file: string, lockFile: string, options: LockOptions): Promise<LockContent> {
  const { timeoutMs = 15_000 } = options;
  const mine = newLockContent();
  const claim = `${lockFile}.${mine.token}.claim`;
  await makeDirectory(dirname(lockFile)).catch(() => undefined);
  await writeNew(claim, mine).catch((error: unknown) => {
    throw lockFailure(file, lockFile, error);
  });
  try {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      const { won, holder } = await tryAcquire(lockFile, mine).catch((error: unknown) => {
        throw lockFailure(file, lockFile, error);
      });
      if (won) return mine;
      const waited = Date.now() - started;
      if (waited > timeoutMs) throw new CalendarLockError(file, lockFile, waited, holder ?? undefined);
      await sleep(Math.min(100, 5 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
    }
  } finally {
    await removeQuietly(claim);
  }
}

/**
 * Runs `action` while holding `<file>.lock`, so read-modify-write cycles from several processes take turns. Waits
 * with a small backoff. A lock is taken over only from a holder that is provably gone (its process no longer exists
 * on this host), never because of its age, and the takeover is atomic: exactly one waiting process wins it. `action`
 * gets a lease to check, right before it commits, that the lock is still its own.
 */
export async function withFileLock<T>(
  file: string,
  action: (lease: LockLease) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const lockFile = lockFileOf(file);
  const mine = await acquire(file, lockFile, options);
  try {
    await removeAbandonedLockFiles(lockFile);
    return await action({ lockFile, stillHeld: () => holds(lockFile, mine) });
  } finally {
    if (await holds(lockFile, mine)) await removeQuietly(lockFile);
  }
}
