import { describe, expect, it } from 'vitest';
import { lessonSize, stageDiffFiles } from './diff-sections.ts';
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

// Issue 36: Part 6 teaches one idea, a run that outlives its process, in at most 1,000 lines of code over Part 5.
describe("a lesson's size", () => {
  it('keeps Part 6 within 1,000 lines of code over Part 5 (tests, blank lines and comments left out)', () => {
    const size = lessonSize(stageDiffFiles('part5-mcp', 'part6-durable-runs'));
    expect(
      size.code,
      `Part 6 adds ${size.code} lines of code over Part 5 (+${size.added} −${size.removed} lines in all)`,
    ).toBeLessThanOrEqual(1_000);
  });
});
