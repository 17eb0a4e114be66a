import { linkSync, mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { lockFileOf, withFileLock } from './lock.ts';
import { newLockContent } from './lock-holder.ts';

/** A lock taken for many short moments by one process: for a file that is appended to, a line at a time. */
export interface AppendLock {
  /**
   * Runs `action` holding `<file>.lock`. When the lock is free this is one `link()` and one `unlink()`, with no wait;
   * when another process holds it, this waits for it as {@link withFileLock} does (taking it over only from a holder
   * that is gone), so both kinds of holder shut each other out.
   */
  hold<T>(action: () => T): Promise<T>;
  /** Removes this process's claim file (done at exit too); call when the file will not be appended to again. */
  close(): void;
}

/** Claim files of this process still on disk, removed at exit: a killed process's are removed by the next waiter. */
const openClaims = new Set<string>();
let removesAtExit = false;

function removeAtExit(claim: string): void {
  openClaims.add(claim);
  if (removesAtExit) return;
  removesAtExit = true;
  process.once('exit', () => {
    for (const path of openClaims) unlinkQuietly(path);
  });
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone: a waiter removed it, or the folder was deleted.
  }
}

/**
 * Opens an {@link AppendLock} on `file`. The claim file that {@link withFileLock} writes for every holding is
 * written once here, on first use, and linked to the lock name each time: the lock file so appears whole, naming
 * this process, and taking it costs two calls instead of a dozen. Synchronous calls on purpose: through Node's
 * thread pool each call costs about ten times its own work in CPU, which for a line of a log is most of the cost.
 */
export function openAppendLock(file: string): AppendLock {
  const lockFile = lockFileOf(file);
  const content = newLockContent();
  const claim = `${lockFile}.${content.token}.claim`;
  let claimed: { readonly ino: number } | undefined;
  const claimOnce = () => {
    if (claimed) return claimed;
    mkdirSync(dirname(lockFile), { recursive: true });
    writeFileSync(claim, `${JSON.stringify(content)}\n`, { flag: 'wx' });
    removeAtExit(claim);
    claimed = { ino: statSync(claim).ino };
    return claimed;
  };
  return {
    async hold(action) {
      const { ino } = claimOnce();
      try {
        linkSync(claim, lockFile);
      } catch {
        // Held by someone else, or a file system without hard links: wait for it the careful way.
        return withFileLock(file, async () => action());
      }
      try {
        return action();
      } finally {
        // Only the lock this holding made is removed (the same inode as the claim), never one another took since.
        if (statSync(lockFile, { throwIfNoEntry: false })?.ino === ino) unlinkSync(lockFile);
      }
    },
    close() {
      if (claimed) unlinkQuietly(claim);
      openClaims.delete(claim);
      claimed = undefined;
    },
  };
}
