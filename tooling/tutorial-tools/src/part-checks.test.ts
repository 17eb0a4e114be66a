import { describe, expect, it } from 'vitest';
import { vitestRunOptions, withRunTimeLoaders } from './part-checks.ts';

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
