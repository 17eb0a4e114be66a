import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Creates a folder and any missing parents, like `mkdir -p`. Written out rather than `mkdir(…, { recursive: true })`
 * because Node 20's recursive mkdir never returns under some virtual file systems (`/proc/nope`); one level at a time,
 * each failure is immediate and names its cause.
 */
export async function makeDirectory(directory: string): Promise<void> {
  try {
    await mkdir(directory);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = dirname(directory);
    if (code !== 'ENOENT' || parent === directory) throw error;
    await makeDirectory(parent);
    await mkdir(directory).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
  }
}
