import { endToEndIncluded, switchedOn } from '../../../vitest.tiers.ts';

// Printed at the end of `npm test`: what a learner's run left to CI, so that a green run says what it did not check.
const left: string[] = [];
if (!endToEndIncluded(process.env)) {
  left.push(
    'the end-to-end tests (*.e2e.test.ts: each starts a part or a server as you would; `npm run test:all` runs them too)',
  );
}
if (!switchedOn(process.env.CI)) {
  left.push(
    "that the docs match the code (npm run docs regenerates them), that each exercise's solution passes (npm run " +
      'exercises checks them now) and that the staged copies between parts agree',
  );
}
if (left.length > 0) console.log(`Not checked in this run, but in CI (CI=1 npm test): ${left.join('; and ')}.`);
