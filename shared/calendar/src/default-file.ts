import { homedir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the calendar lives unless told otherwise: `.data/calendar.json` at the repository root (git-ignored). */
export const DEFAULT_CALENDAR_FILE = fileURLToPath(new URL('../../../.data/calendar.json', import.meta.url));

/**
 * The calendar file to use: `--calendar PATH`, else `CALENDAR_FILE`, else {@link DEFAULT_CALENDAR_FILE}. A leading
 * `~` or `~/` means the home folder, as in a shell. Throws a one-line error for a path that would surprise: an empty
 * `--calendar`, `~name` (another user's home, which only a shell knows how to find), or a control character such as
 * a line break.
 */
export function calendarFileFrom(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (flag !== undefined) return checkedPath(flag, '--calendar');
  // An empty variable counts as unset, as shells and .env files commonly mean it.
  if (env.CALENDAR_FILE) return checkedPath(env.CALENDAR_FILE, 'CALENDAR_FILE');
  return DEFAULT_CALENDAR_FILE;
}

function checkedPath(path: string, source: string): string {
  if (path.trim() === '') throw new Error(`${source} needs the path of a calendar file, and it was empty.`);
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path)) {
    throw new Error(`${source} ${JSON.stringify(path)} holds a line break or control character: choose a plain path.`);
  }
  // Without this, a quoted `'~/cal.json'` or a `.env` line would create a folder named `~` here, and a later
  // `rm -rf ~` meant to tidy it up would wipe the home folder.
  if (path === '~' || path.startsWith('~/')) return join(homedir(), path.slice(1));
  if (path.startsWith('~')) {
    throw new Error(
      `${source} ${JSON.stringify(path)} starts with ~name, which only a shell expands: write the full path.`,
    );
  }
  return path;
}
