import { describe, expect, it } from 'vitest';
import { selectHunks, splitDiff } from './diff-sections.ts';

const diff = [
  'diff --git a/parts/a/src/agent.ts b/parts/b/src/agent.ts',
  '--- a/parts/a/src/agent.ts',
  '+++ b/parts/b/src/agent.ts',
  '@@ -1,2 +1,2 @@',
  ' const a = 1;',
  '-const steps = 1;',
  '+const steps = 10;',
  '@@ -9,1 +9,2 @@',
  ' run();',
  '+loop();',
  'diff --git a/parts/b/src/tool.ts b/parts/b/src/tool.ts',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/parts/b/src/tool.ts',
  '@@ -0,0 +1 @@',
  '+export const tool = true;',
  '',
].join('\n');

describe('splitDiff', () => {
  it('gives each file its path in the part, what happened to it, and its line counts', () => {
    expect(splitDiff(diff).map(({ path, status, added, removed }) => ({ path, status, added, removed }))).toEqual([
      { path: 'src/agent.ts', status: 'changed', added: 2, removed: 1 },
      { path: 'src/tool.ts', status: 'new', added: 1, removed: 0 },
    ]);
  });
});

describe('selectHunks', () => {
  it('keeps the file lines and only the hunks that contain the text', () => {
    expect(selectHunks(splitDiff(diff), 'src/agent.ts', 'loop()')).toBe(
      '--- a/parts/a/src/agent.ts\n+++ b/parts/b/src/agent.ts\n@@ -9,1 +9,2 @@\n run();\n+loop();\n',
    );
  });

  it('fails, naming what it looked for, when the text is in no hunk or the file did not change', () => {
    expect(() => selectHunks(splitDiff(diff), 'src/agent.ts', 'nowhere')).toThrow(/no hunk of src\/agent.ts/);
    expect(() => selectHunks(splitDiff(diff), 'src/main.ts')).toThrow(/src\/main.ts did not change/);
  });
});
