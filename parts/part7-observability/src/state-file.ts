import { stat } from 'node:fs/promises';
import { readRegularFile } from '@scheduling-agent/calendar';

/**
 * The text of the run log the agent keeps beside the calendar, or null when there is none.
 * Anything that is not a regular file, or cannot be read, is `refuse`d with what is wrong in a few words ("it is a
 * directory"), so the caller's one line names its own file, not the calendar's.
 */
export async function readStateFile(file: string, refuse: (problem: string) => never): Promise<string | null> {
  const found = await stat(file).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : refuse(`it could not be read (${error.code ?? error.message})`),
  );
  if (found === null) return null;
  if (found.isDirectory()) refuse('it is a directory');
  if (!found.isFile()) refuse('it is not a regular file');
  try {
    return await readRegularFile(file);
  } catch (error) {
    return refuse(`it could not be read (${(error as NodeJS.ErrnoException).code ?? 'see its permissions'})`);
  }
}
