import { describe, expect, it } from 'vitest';
import { renderDocs } from './docs.ts';

describe('the tutorial docs', () => {
  // Regenerating them runs every transcript (minutes), and a learner's own change to a part makes them differ by
  // design: they are checked where they are maintained, under CI=1, and `npm test` says so when it skips them.
  it.skipIf(!process.env.CI)(
    'match the code, transcripts and diffs they include (run `npm run docs` to regenerate)',
    () => {
      for (const { file, current, expected } of renderDocs()) {
        expect(current, `${file} is stale: run \`npm run docs\` and review the change`).toBe(expected);
      }
    },
    300_000,
  );
});
