import { constants, type Stats } from 'node:fs';
import { lstat, open, readlink, stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { CalendarFileError } from './errors.ts';
import { trustAdvice, untrustedBecause } from './trusted-file.ts';
import { showPath } from './untrusted-text.ts';

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Linux's own limit on symbolic links followed in one path. */
const MAX_LINKS = 40;

/**
 * The file a calendar path really names: symbolic links are followed (even to a file that does not exist yet), so a
 * write replaces the target and keeps the link, and the lock sits beside the target that every link shares.
 */
export async function resolveTarget(file: string): Promise<string> {
  let path = file;
  for (let hops = 0; hops < MAX_LINKS; hops += 1) {
    const stats = await lstat(path).catch(() => null);
    if (!stats?.isSymbolicLink()) return path;
    path = resolve(dirname(path), await readlink(path));
  }
  throw new CalendarFileError(
    'unreadable',
    file,
    `Calendar file ${showPath(file)} is a symbolic link that leads round in a loop: point it at a file; it was not changed.`,
  );
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** Refuses anything but a regular file in one line, before anything could block on it. */
function checkRegular(file: string, stats: Stats): void {
  if (stats.isFile()) return;
  const kind = kindOf(stats);
  throw new CalendarFileError(
    'unreadable',
    file,
    `Calendar file ${showPath(file)} is ${kind}${kind.startsWith('not') ? '' : ', not a regular file'}: choose the path of a JSON file (or one that does not exist yet); it was not changed.`,
  );
}

function readFailure(file: string, error: unknown): CalendarFileError {
  const code = codeOf(error) ?? (error as Error | undefined)?.name ?? 'unknown error';
  const what = code === 'EISDIR' ? 'is a directory, not a file' : `could not be read (${code})`;
  return new CalendarFileError(
    'unreadable',
    file,
    `Calendar file ${showPath(file)} ${what}: check the path and its permissions; it was not changed.`,
    { cause: error },
  );
}

/** Refuses a calendar someone else could have planted or written into ({@link untrustedBecause}). */
function checkTrusted(file: string, stats: Stats): void {
  const reason = untrustedBecause(stats);
  if (reason === undefined) return;
  throw new CalendarFileError(
    'unreadable',
    file,
    `Calendar file ${showPath(file)} ${reason}, so someone else could have planted it or written into it: ${trustAdvice(reason)}; it was not changed.`,
  );
}

/**
 * The text of a regular file, or null when there is none. A directory, FIFO, socket or device is refused at once:
 * checked before opening, and opened without blocking and checked again, so a FIFO swapped in between cannot hang us.
 * A file another user owns, or others may write, is refused on the open file itself, as a calendar ({@link checkTrusted}).
 */
export async function readRegularFile(file: string): Promise<string | null> {
  const before = await stat(file).catch((error: unknown) => {
    if (codeOf(error) === 'ENOENT') return null;
    throw readFailure(file, error);
  });
  if (before === null) return null;
  checkRegular(file, before);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return null;
    throw readFailure(file, error);
  }
  try {
    const opened = await handle.stat();
    checkRegular(file, opened);
    checkTrusted(file, opened);
    return await handle.readFile('utf8');
  } catch (error) {
    throw error instanceof CalendarFileError ? error : readFailure(file, error);
  } finally {
    await handle.close();
  }
}

/**
 * Refuses to replace a file its owner has marked read-only (no write permission for anyone, or none for us), even
 * when we could (as root, or by renaming over it): the mode says the person does not want it changed.
 */
export async function checkWritable(file: string): Promise<void> {
  const stats = await stat(file).catch(() => null);
  if (stats === null) return;
  checkRegular(file, stats);
  const mode = stats.mode & 0o777;
  const mayWrite = (process.getuid?.() === stats.uid ? mode & 0o200 : mode & 0o222) !== 0;
  if (mayWrite) return;
  throw new CalendarFileError(
    'unwritable',
    file,
    `Calendar file ${showPath(file)} is read-only (mode ${mode.toString(8).padStart(4, '0')}): make it writable (chmod u+w) to book or cancel; it was not changed.`,
  );
}
