import { randomBytes } from 'node:crypto';
import { constants, type Stats } from 'node:fs';
import { type FileHandle, mkdir, open, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The JSON object the agent keeps for the person in `file` (the tool pins, the MCP sign-ins), or an empty one when
 * there is none. It is opened without blocking, so that a FIFO planted in its place cannot hold the start-up forever
 * waiting for a writer (Windows has no O_NONBLOCK, nor FIFOs to plant), and `refuse` sees the open file's owner and
 * mode before a byte is read. A file that is not a JSON object is refused with `name` and `remedy`
 * ("The tool pins file", "move it away to start over").
 */
export async function readOwnJson<T>(
  file: string,
  refuse: (stat: Stats) => void,
  name: string,
  remedy: string,
): Promise<Record<string, T>> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Object.create(null);
    throw error;
  }
  let text: string;
  try {
    refuse(await handle.stat());
    text = await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return Object.assign(Object.create(null), parsed);
  } catch (error) {
    throw new Error(`${name} ${file} is damaged (${(error as Error).message}): ${remedy}.`);
  }
}

/**
 * Writes `value` to `file` whole: under a new name (never one planted beforehand), with `mode` if given, then renamed
 * into place.
 */
export async function writeOwnJson(file: string, value: unknown, mode?: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, {
    flag: 'wx',
    ...(mode === undefined ? {} : { mode }),
  });
  await rename(temporary, file);
}
