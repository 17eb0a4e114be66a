import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPECHECK_COMMAND, vitestRunOptions, withRunTimeLoaders } from './part-checks.ts';
import { REPO_ROOT } from './repo-root.ts';

describe('what a solution reaches beyond its imports', () => {
  it('counts a tool file as a change to the registry that loads its folder at run time', () => {
    expect(
      withRunTimeLoaders(['parts/part2-tools/src/tools/find-free-slots.ts', 'parts/part2-tools/README.md']),
    ).toEqual([
      'parts/part2-tools/src/tools/find-free-slots.ts',
      'parts/part2-tools/README.md',
      'parts/part2-tools/src/tool-registry.ts',
    ]);
    expect(withRunTimeLoaders(['parts/part3-loop/src/agent-loop.ts'])).toEqual(['parts/part3-loop/src/agent-loop.ts']);
  });
});

describe("the options of a package's own vitest run, which vitest related keeps", () => {
  it('keeps what the test script leaves out, unquoted, and gives nothing for a bare vitest run', () => {
    expect(vitestRunOptions("vitest run --exclude 'src/corpus/corpus.test.ts'")).toEqual([
      '--exclude',
      'src/corpus/corpus.test.ts',
    ]);
    expect(vitestRunOptions('vitest run')).toEqual([]);
    expect(vitestRunOptions('vitest run --exclude a.test.ts --exclude b.test.ts')).toEqual([
      '--exclude',
      'a.test.ts',
      '--exclude',
      'b.test.ts',
    ]);
  });

  it('refuses a script with shell syntax it would have to guess at', () => {
    expect(() => vitestRunOptions('vitest run && echo done')).toThrow(/keep it to vitest run and plain words/);
    expect(() => vitestRunOptions('vitest run --exclude "$GLOB"')).toThrow(/cannot read the options/);
  });
});

describe("every package's typecheck, which the exercise check runs itself", () => {
  it('is the one incremental command the check recognises, so that no package falls back to a full check', () => {
    const scripts = ['parts', 'shared', 'stand-in', 'tooling'].flatMap((room) =>
      readdirSync(join(REPO_ROOT, room))
        .map((name) => join(REPO_ROOT, room, name, 'package.json'))
        .filter((manifest) => existsSync(manifest))
        .map(
          (manifest) =>
            JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; scripts?: { typecheck?: string } },
        )
        .map(({ name, scripts }) => `${name}: ${scripts?.typecheck}`),
    );
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((script) => !script.endsWith(`: ${TYPECHECK_COMMAND}`))).toEqual([]);
  });
});
