import { describe, expect, it } from 'vitest';
import { changedFiles, pinClock, TRANSCRIPT_ENV } from './generators.ts';

describe('pinClock', () => {
  it('shows the very clock the transcripts run with', () => {
    const shown = pinClock({ kind: 'pin-clock', argument: '' }, { file: 'docs/part1-chat.md' });
    expect(shown).toContain(`AGENT_NOW=${TRANSCRIPT_ENV.AGENT_NOW}`);
    expect(shown).toContain(`TZ=${TRANSCRIPT_ENV.TZ}`);
  });
});

describe('changedFiles', () => {
  it('lists the changed files with line counts and links the full diff relative to the page', () => {
    const table = changedFiles({ kind: 'changed-files', argument: 'part1-chat part2-tools' }, { file: 'docs/x.md' });
    expect(table).toMatch(/^\| `src\/tool-registry\.ts` \| new \| \+\d+ −0 \|$/m);
    expect(table).toContain('[`docs/diffs/part2-tools.diff`](diffs/part2-tools.diff)');
    expect(table).not.toContain('.test.ts');
  });
});
