import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffParts } from './stage-diff.ts';

/** Two small parts, so that the test does not depend on what a learner has changed in the real ones. */
function fixtureParts(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'stage-diff-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('diffParts', () => {
  it('shows what Part 2 adds to Part 1, without the tests', () => {
    const diff = diffParts('part1-chat', 'part2-tools', { color: false });
    expect(diff).toContain('+++ b/parts/part2-tools/src/tool-registry.ts');
    expect(diff).toContain('diff --git a/parts/part1-chat/src/chat-agent.ts b/parts/part2-tools/src/chat-agent.ts');
    expect(diff).not.toMatch(/^diff --git .*\.test\.ts/m);
    expect(diff).not.toMatch(/^index /m);
  });

  it('leaves out files that did not change, and shows new ones', () => {
    const root = fixtureParts({
      'parts/a/package.json': '{}\n',
      'parts/a/src/same.ts': 'export const same = 1;\n',
      'parts/a/src/agent.ts': 'export const steps = 1;\n',
      'parts/b/package.json': '{}\n',
      'parts/b/src/same.ts': 'export const same = 1;\n',
      'parts/b/src/agent.ts': 'export const steps = 10;\n',
      'parts/b/src/tool.ts': 'export const tool = true;\n',
    });
    const diff = diffParts('a', 'b', { color: false, root });
    expect(diff).not.toContain('same.ts');
    expect(diff).not.toContain('package.json');
    expect(diff).toContain('-export const steps = 1;\n+export const steps = 10;');
    expect(diff).toContain('+++ b/parts/b/src/tool.ts');
  });

  it('includes the tests when asked', () => {
    expect(diffParts('part1-chat', 'part2-tools', { color: false, tests: true })).toContain('tool-registry.test.ts');
  });

  it('names the parts that exist when given one that does not', () => {
    expect(() => diffParts('part1-chat', 'part9-magic', { color: false })).toThrow(/No part named "part9-magic"/);
  });
});
