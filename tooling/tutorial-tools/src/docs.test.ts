import { describe, expect, it } from 'vitest';
import { renderDocs } from './docs.ts';

describe('the tutorial docs', () => {
  it('match the code, transcripts and diffs they include (run `npm run docs` to regenerate)', () => {
    for (const { file, current, expected } of renderDocs()) {
      expect(current, `${file} is stale: run \`npm run docs\` and review the change`).toBe(expected);
    }
  }, 300_000);
});
