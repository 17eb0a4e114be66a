import { describe, expect, it } from 'vitest';
import { pinClock, TRANSCRIPT_ENV } from './generators.ts';

describe('pinClock', () => {
  it('shows the very clock the transcripts run with', () => {
    const shown = pinClock({ kind: 'pin-clock', argument: '' }, { file: 'docs/part1-chat.md' });
    expect(shown).toContain(`AGENT_NOW=${TRANSCRIPT_ENV.AGENT_NOW}`);
    expect(shown).toContain(`TZ=${TRANSCRIPT_ENV.TZ}`);
  });
});
