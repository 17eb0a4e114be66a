import { stat } from 'node:fs/promises';
import { type OwnedFile, readRegularFile, untrustedBecause } from '@scheduling-agent/calendar';

/**
 * The text of the run log the agent keeps beside the calendar, or null when there is none.
 * Anything that is not a regular file, or cannot be read, is `refuse`d with what is wrong in a few words ("it is a
 * directory"), so the caller's one line names its own file, not the calendar's. So is one that another user owns or
 * others may write: what it says would run as if the person had said it.
 */
export async function readStateFile(file: string, refuse: (problem: string) => never): Promise<string | null> {
  const found = await stat(file).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : refuse(`it could not be read (${error.code ?? error.message})`),
  );
  if (found === null) return null;
  if (found.isDirectory()) refuse('it is a directory');
  if (!found.isFile()) refuse('it is not a regular file');
  refuseUntrusted(found, refuse);
  try {
    return await readRegularFile(file);
  } catch (error) {
    return refuse(`it could not be read (${(error as NodeJS.ErrnoException).code ?? 'see its permissions'})`);
  }
}

/** Refuses a state file someone else could have planted or written into (see `untrustedBecause`). */
export function refuseUntrusted(found: OwnedFile, refuse: (problem: string) => never): void {
  const reason = untrustedBecause(found);
  if (reason === undefined) return;
  const fix = reason.startsWith('is writable') ? ' (if it is yours and you trust it, chmod go-w)' : '';
  refuse(`it ${reason}, so someone else could have written what it says${fix}`);
}
