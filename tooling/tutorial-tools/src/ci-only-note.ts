import { endToEndIncluded, switchedOn } from '../../../vitest.tiers.ts';

/**
 * Printed at the end of a green `npm test`: what a learner's run left to CI, so that a green run says what it did not
 * check. Undefined when nothing was left (CI itself).
 */
export function leftToCi(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const left: string[] = [];
  if (!endToEndIncluded(env)) {
    left.push(
      'the end-to-end tests (*.e2e.test.ts: each starts a part or a server as you would; `npm run test:all` runs them too)',
    );
  }
  if (!switchedOn(env.CI)) {
    left.push(
      "that the docs match the code (npm run docs regenerates them), that each exercise's solution passes (npm run " +
        'exercises checks them now) and that the staged copies between parts agree',
    );
  }
  return left.length > 0 ? `Not checked in this run, but in CI (CI=1 npm test): ${left.join('; and ')}.` : undefined;
}
