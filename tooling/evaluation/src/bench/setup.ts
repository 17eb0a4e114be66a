import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixedClock } from '@scheduling-agent/clock';

/** The repository root, found from this file's place in `tooling/evaluation/src/bench`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Monday 23 November 2026, 08:30 in London: the docs' clock, so "tomorrow" is Tuesday 24 November. */
export const BENCH_CLOCK = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

/** The first request of the docs' first Part 3 transcript, used wherever a "typical request" is needed. */
export const TYPICAL_REQUEST = 'book a haircut tomorrow at 2pm';

const SECRET_SETTINGS = ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'OPENAI_BASE_URL', 'LLM_PROVIDER'];

/**
 * The environment for a measured child process: no API keys, the offline model (so a `.env` with a key cannot
 * switch provider), no colour, the clock pinned, and npm's update check off so it never adds a network round trip.
 */
export function benchEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of SECRET_SETTINGS) delete env[name];
  return {
    ...env,
    LLM_PROVIDER: 'offline',
    NO_COLOR: '1',
    AGENT_NOW: '2026-11-23T08:30:00Z',
    TZ: 'Europe/London',
    npm_config_update_notifier: 'false',
    ...extra,
  };
}

const created: string[] = [];

/** A new empty directory under the system's temporary directory, removed by {@link removeTemporaryDirectories}. */
export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(join(tmpdir(), `bench-${prefix}-`));
  created.push(directory);
  return directory;
}

/** Removes every directory {@link temporaryDirectory} made (the 10,000-appointment calendar is 1.7 MB). */
export function removeTemporaryDirectories(): void {
  for (const directory of created.splice(0)) rmSync(directory, { recursive: true, force: true });
}
