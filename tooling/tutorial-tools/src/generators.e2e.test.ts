import { describe, expect, it } from 'vitest';
import { changedFiles } from './generators.ts';

// In the end-to-end tier: the changed-file tables come from `git diff`, a process.
describe('changedFiles', () => {
  it('lists the changed files with line counts and links the full diff relative to the page', () => {
    const table = changedFiles({ kind: 'changed-files', argument: 'part1-chat part2-tools' }, { file: 'docs/x.md' });
    expect(table).toMatch(/^\| `src\/tool-registry\.ts` \| new \| \+\d+ −0 \|$/m);
    expect(table).toContain('[`docs/diffs/part2-tools.diff`](diffs/part2-tools.diff)');
    expect(table).not.toContain('.test.ts');
  });
});
