import { describe, expect, it } from 'vitest';
import { diffParts } from './stage-diff.ts';

describe('diffParts', () => {
  it('shows what Part 2 adds to Part 1, without the tests', () => {
    const diff = diffParts('part1-chat', 'part2-tools', { color: false });
    expect(diff).toContain('+++ b/parts/part2-tools/src/tool-registry.ts');
    expect(diff).toContain('diff --git a/parts/part1-chat/src/chat-agent.ts b/parts/part2-tools/src/chat-agent.ts');
    expect(diff).not.toMatch(/^diff --git .*\.test\.ts/m);
    expect(diff).not.toMatch(/^index /m);
  });

  it('leaves out files that did not change', () => {
    const diff = diffParts('part1-chat', 'part2-tools', { color: false });
    expect(diff).not.toContain('src/commands.ts');
  });

  it('includes the tests when asked', () => {
    expect(diffParts('part1-chat', 'part2-tools', { color: false, tests: true })).toContain('tool-registry.test.ts');
  });

  it('names the parts that exist when given one that does not', () => {
    expect(() => diffParts('part1-chat', 'part9-magic', { color: false })).toThrow(/No part named "part9-magic"/);
  });
});
