import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';

// The shell-independence of the suite itself is proved end to end, by running a package's suite with a hostile
// environment (test-environment.e2e.test.ts); this checks, in a moment, that every package starts from that setup.
describe("the tests' environment", () => {
  it('is cleaned the same way in every package: each vitest.config.ts is the shared one', () => {
    const packages = ['parts', 'shared', 'stand-in', 'tooling'].flatMap((group) =>
      readdirSync(join(REPO_ROOT, group)).map((name) => `${group}/${name}`),
    );
    const own = packages.filter((folder) => {
      const config = join(REPO_ROOT, folder, 'vitest.config.ts');
      return (
        !existsSync(config) ||
        !readFileSync(config, 'utf8').includes("export { default } from '../../vitest.shared.ts';")
      );
    });
    expect(own, 'give these packages the shared vitest.config.ts').toEqual([]);
  });

  it('is in UTC and American English, whatever time zone and language the shell has', () => {
    expect(Intl.DateTimeFormat().resolvedOptions()).toMatchObject({ locale: 'en-US', timeZone: 'UTC' });
    expect(new Date(2026, 10, 24).toLocaleDateString()).toBe('11/24/2026');
    expect(new Date(2026, 6, 1).getTimezoneOffset()).toBe(0);
  });
});
