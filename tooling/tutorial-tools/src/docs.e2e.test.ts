import { describe, expect, it } from 'vitest';
import { renderDocs } from './docs.ts';
import { maintainerChecks } from './maintainer-checks.ts';

describe('the tutorial docs', () => {
  // A learner's own experiment in a part changes what the pages include: that is theirs to try, and the pages are the
  // maintainers' to regenerate. So a stale page fails only in CI (`CI=1 npm test`); on a learner's machine it is skipped.
  it.runIf(maintainerChecks())(
    'match the code, transcripts and diffs they include (run `npm run docs` to regenerate; checked when CI is set)',
    () => {
      for (const { file, current, expected } of renderDocs()) {
        expect(current, `${file} is stale: run \`npm run docs\` and review the change`).toBe(expected);
      }
    },
    // It runs every transcript: on a loaded machine (load 100 on two cores) that took almost eight minutes.
    1_200_000,
  );
});
