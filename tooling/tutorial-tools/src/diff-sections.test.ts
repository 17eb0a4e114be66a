import { describe, expect, it } from 'vitest';
import { codeLines, lessonSize, selectHunks, splitDiff } from './diff-sections.ts';

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

describe('codeLines and lessonSize', () => {
  const commented = splitDiff(
    [
      'diff --git a/parts/a/src/log.ts b/parts/b/src/log.ts',
      '--- /dev/null',
      '+++ b/parts/b/src/log.ts',
      '@@ -0,0 +1,8 @@',
      '+/**',
      '+ * Why the log appends.',
      '+ */',
      '+// and why it syncs',
      '+',
      '+export function append(line: string) {',
      '+  return line; // kept',
      '+}',
      'diff --git a/parts/a/package.json b/parts/b/package.json',
      '--- a/parts/a/package.json',
      '+++ b/parts/b/package.json',
      '@@ -1 +1 @@',
      '-{"name": "a"}',
      '+{"name": "b"}',
      '',
    ].join('\n'),
  );

  it('counts added or removed lines that are neither blank nor a comment', () => {
    expect(codeLines(commented[0]!, '+')).toBe(3);
    expect(codeLines(splitDiff(diff)[0]!, '-')).toBe(1);
  });

  it("sums a part's lines in all, and the code its src/ gained: a changed line counts once", () => {
    expect(lessonSize(commented)).toEqual({ added: 9, removed: 1, code: 3 });
    expect(lessonSize(splitDiff(diff)).code).toBe(2);
  });
});
