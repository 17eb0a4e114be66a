import { randomBytes } from 'node:crypto';
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { type CalendarContents, type DoneRequest, parseCalendarContents, serializeCalendar } from './calendar-file.ts';
import { CalendarFileError } from './errors.ts';
import { checkWritable, readRegularFile } from './file-target.ts';
import type { LockLease } from './lock.ts';
import { makeDirectory } from './make-directory.ts';
import type { Appointment } from './types.ts';
import { showPath } from './untrusted-text.ts';

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function lostLock(file: string, lease: LockLease): CalendarFileError {
  return new CalendarFileError(
    'locked',
    file,
    `Calendar file ${showPath(file)} was not saved: its lock ${showPath(lease.lockFile)} was removed by someone else while this change was being written. Try again; nothing was changed.`,
  );
}

/**
 * Reads and validates the calendar file. A missing file is an empty calendar; a damaged or foreign one, or anything
 * that is not a regular file, throws a {@link CalendarFileError} and is left exactly as it is.
 */
export async function readCalendar(file: string): Promise<Appointment[]> {
  return (await readCalendarContents(file)).appointments;
}

/** As {@link readCalendar}, with the count of ids the file has handed out, which a booking needs. */
export async function readCalendarContents(file: string): Promise<CalendarContents> {
  const text = await readRegularFile(file);
  if (text === null) return { appointments: [], idsIssued: 0 };
  const cached = lastRead.get(file);
  if (cached?.text === text) return { ...cached.contents, appointments: [...cached.contents.appointments] };
  const contents = parseCalendarContents(text, file);
  lastRead.set(file, { text, contents });
  return { ...contents, appointments: [...contents.appointments] };
}

/**
 * The last text read from each calendar file and what it parsed to. Comparing the text is cheap next to validating
 * every appointment again (about 1 ms against 70 ms at 10,000 appointments), and it cannot be fooled by timestamps.
 */
const lastRead = new Map<string, { readonly text: string; readonly contents: CalendarContents }>();

/** Temporary files are `.<name>.<pid>.<8 hex>.tmp` beside the calendar, hidden, and easy to recognise as ours. */
function temporaryName(file: string): RegExp {
  const escaped = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\.${escaped}\\.\\d+\\.[0-9a-f]{8}\\.tmp$`);
}

/**
 * Deletes temporary files left by writers that died before renaming them. Only safe under the calendar's lock:
 * every write happens under it, so no temporary file can belong to a writer still at work.
 */
async function removeLeftovers(file: string): Promise<void> {
  const pattern = temporaryName(file);
  const names = await readdir(dirname(file)).catch(() => [] as string[]);
  const leftovers = names.filter((name) => pattern.test(name));
  await Promise.all(leftovers.map((name) => unlink(join(dirname(file), name)).catch(() => undefined)));
}

/** Flushes the directory entry (the rename) to disk where the platform allows opening a directory. */
async function syncDirectory(directory: string): Promise<void> {
  try {
    const handle = await open(directory, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Windows and some file systems cannot fsync a directory; the rename itself is still atomic there.
  }
}

/** Thrown by {@link writeFileAtomically} when the lease's lock was taken away before the rename: nothing changed. */
export class LockLostError extends Error {
  override readonly name = 'LockLostError';
  readonly lockFile: string;

  constructor(lockFile: string) {
    super(`The lock ${showPath(lockFile)} was removed by someone else before the write; nothing was changed.`);
    this.lockFile = lockFile;
  }
}

// #region write-atomically
/**
 * Replaces `file` with `text` atomically: writes a temporary file in the same directory, fsyncs it, renames it over
 * the target and fsyncs the directory. A crash at any point leaves either the old file or the new one, never half of
 * one, and once it returns the new text is on disk. The caller holds the file's lock ({@link withFileLock}) and
 * passes its lease, so the rename happens only if the lock is still its own ({@link LockLostError} otherwise).
 * Creates the directory if needed. The calendar is written this way (a log that only grows appends instead).
 */
export async function writeFileAtomically(file: string, text: string, lease?: LockLease): Promise<void> {
  const directory = dirname(file);
  const temporary = join(directory, `.${basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    await makeDirectory(directory);
    await removeLeftovers(file);
    const existing = await stat(file).catch(() => null);
    // The replacement is this process's own, never given away, and never writable by others: a file the agent reads
    // back must pass untrustedBecause, whatever the umask.
    const handle = await open(temporary, 'wx', existing ? existing.mode & 0o755 : 0o644);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (lease && !(await lease.stillHeld())) throw new LockLostError(lease.lockFile);
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  await syncDirectory(directory);
}
// #endregion write-atomically

/**
 * Replaces the calendar file atomically ({@link writeFileAtomically}). The caller must hold the calendar's lock, and
 * passes its lease. `file` must be the real file, not a symbolic link (see `resolveTarget`). Refuses a file marked
 * read-only. `idsIssued` is the count of ids handed out, kept so none is reused; `done` the requests already carried
 * out, by idempotency key.
 */
export async function writeCalendar(
  file: string,
  appointments: readonly Appointment[],
  lease?: LockLease,
  idsIssued = 0,
  done: readonly DoneRequest[] = [],
): Promise<void> {
  await checkWritable(file);
  try {
    await writeFileAtomically(file, serializeCalendar(appointments, idsIssued, done), lease);
  } catch (error) {
    if (error instanceof LockLostError && lease) throw lostLock(file, lease);
    if (error instanceof CalendarFileError) throw error;
    throw new CalendarFileError(
      'unwritable',
      file,
      `Calendar file ${showPath(file)} could not be saved (${codeOf(error) ?? String(error)}): check that its directory is writable and the disk has space; the file was not changed.`,
      { cause: error },
    );
  }
}
