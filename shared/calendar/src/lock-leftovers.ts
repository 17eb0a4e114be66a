import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isGone, readHolder, removeQuietly } from './lock-holder.ts';

/** A file that names no holder is a crash between creating and writing it; after this long nobody is writing it. */
const UNNAMED_GRACE_MS = 60_000;

/** The helper files of `<file>.lock`: claims, takeover markers and swaps, each named by a 24-hex-digit token. */
function helperPattern(lockFile: string): RegExp {
  const escaped = basename(lockFile).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}\\.[0-9a-f]{24}\\.(?:claim|takeover|swap)$`);
}

async function isAbandoned(path: string): Promise<boolean> {
  const holder = await readHolder(path).catch(() => null);
  if (holder === null) return false;
  if (holder !== 'unknown') return isGone(holder);
  const stats = await stat(path).catch(() => null);
  return stats !== null && Date.now() - stats.mtimeMs > UNNAMED_GRACE_MS;
}

/**
 * Deletes the lock's helper files left by processes killed while they waited for or took over the lock. Only files
 * whose process is gone are touched; a live process's claim or marker is its own to remove.
 */
export async function removeAbandonedLockFiles(lockFile: string): Promise<void> {
  const pattern = helperPattern(lockFile);
  const names = await readdir(dirname(lockFile)).catch(() => [] as string[]);
  const paths = names.filter((name) => pattern.test(name)).map((name) => join(dirname(lockFile), name));
  await Promise.all(
    paths.map(async (path) => {
      if (await isAbandoned(path)) await removeQuietly(path);
    }),
  );
}
