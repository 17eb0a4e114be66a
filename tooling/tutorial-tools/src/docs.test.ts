import { describe, expect, it } from 'vitest';
import { renderDocs } from './docs.ts';

/**
 * Rendering runs every transcript the docs show, each a real run of a part: seconds on a quiet machine, many minutes
 * on a busy one. The limit only stops a hang; it is not a speed limit.
 */
const HANG_GUARD_MS = 30 * 60_000;

describe('the tutorial docs', () => {
  it(
    'match the code, transcripts and diffs they include (run `npm run docs` to regenerate)',
    () => {
      for (const { file, current, expected } of renderDocs()) {
        expect(current, `${file} is stale: run \`npm run docs\` and review the change`).toBe(expected);
      }
    },
    HANG_GUARD_MS,
  );
});
