import { describe, expect, it } from 'vitest';
import { withRunTimeLoaders } from './part-checks.ts';

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
