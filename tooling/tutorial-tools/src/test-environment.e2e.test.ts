import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';

/** What a learner's shell may hold: colour forced one way or the other, CI, npm's settings, a provider and its key. */
const HOSTILE = {
  CI: '1',
  npm_config_color: 'always',
  LLM_PROVIDER: 'gemini',
  GEMINI_API_KEY: 'hostile-key',
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  AGENT_NOW: '1999-12-31T23:59:00Z',
  CALENDAR_FILE: '/nonexistent/calendar.json',
};

/** Runs one package's suite (or some of its test files), through its own `vitest.config.ts`, with the given variables added. */
function runSuite(folder: string, env: Record<string, string>, files: string[] = []) {
  const result = spawnSync(join(REPO_ROOT, 'node_modules/.bin/vitest'), ['run', ...files], {
    cwd: join(REPO_ROOT, folder),
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("the tests' environment", () => {
  it.each([
    ['colour turned off', { ...HOSTILE, NO_COLOR: '1', FORCE_COLOR: '0' }],
    ['colour forced on', { ...HOSTILE, FORCE_COLOR: '1' }],
  ])('does not depend on the shell: the terminal package passes with %s', (_, env) => {
    const { status, output } = runSuite('shared/cli-io', env);
    expect(status, output).toBe(0);
  });

  it('pins the time zone and the language, which a learner may have set another way', () => {
    const env = { TZ: 'America/New_York', LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8', LC_TIME: 'de_DE.UTF-8' };
    const { status, output } = runSuite('tooling/tutorial-tools', env, ['src/test-environment.test.ts']);
    expect(status, output).toBe(0);
  });
});
