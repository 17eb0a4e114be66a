import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** The pinned clock of every test run: Monday 23 November 2026, 08:30 in London. */
export const PINNED_NOW = { AGENT_NOW: '2026-11-23T08:30:00Z', TZ: 'Europe/London' } as const;

/** Settings a learner's shell may hold that would change what a part does or prints. */
const CLEARED = [
  'NO_COLOR',
  'FORCE_COLOR',
  'CALENDAR_FILE',
  'GOOGLE_GEMINI_BASE_URL',
  'OPENAI_BASE_URL',
  'OLLAMA_BASE_URL',
  'OPENAI_MODEL',
  'OLLAMA_MODEL',
];
/**
 * Provider settings are set to the empty string rather than deleted: a learner's `.env` fills only variables that
 * are unset, and must not switch a test onto a real model.
 */
const EMPTIED = ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'GEMINI_MODEL'];

let fileFolder: string | undefined;

const removeFolder = () => {
  if (fileFolder !== undefined) rmSync(fileFolder, { recursive: true, force: true });
  fileFolder = undefined;
};
// Vitest loads this module afresh for each test file, so the hook is the file's: its calendars go when it ends. Its
// workers may be stopped without an 'exit' event, which is left for a script run outside Vitest.
if (process.env.VITEST) afterAll(removeFolder);
else process.once('exit', removeFolder);

/** One temporary folder per test file, holding every calendar it makes, and removed when the file's tests end. */
function testFolder(): string {
  fileFolder ??= mkdtempSync(join(tmpdir(), 'part-test-'));
  return fileFolder;
}

/** A calendar file path in a new temporary folder; the file itself does not exist yet. */
export function newCalendarFile(prefix = 'calendar-'): string {
  return join(mkdtempSync(join(testFolder(), prefix)), 'calendar.json');
}

/**
 * The environment of a reproducible run of a part: the learner's colour, provider and npm settings removed (npm
 * passes `npm run x --flag` as `npm_config_flag`), the clock pinned ({@link PINNED_NOW}), no colour, the offline
 * model, and a calendar of its own. `extra` is applied last.
 */
export function partEnvironment(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (/^npm_config_/i.test(name)) delete env[name];
  for (const name of CLEARED) delete env[name];
  for (const name of EMPTIED) env[name] = '';
  return {
    ...env,
    ...PINNED_NOW,
    NO_COLOR: '1',
    LLM_PROVIDER: 'offline',
    ...(extra.CALENDAR_FILE === undefined ? { CALENDAR_FILE: newCalendarFile() } : {}),
    ...extra,
  };
}
