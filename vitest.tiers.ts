/**
 * The suite has two tiers. The quick one is every test that runs in the test's own process; the end-to-end one
 * (`*.e2e.test.ts`) starts a part, a server or several processes as a learner would, in pipes and pseudo-terminals,
 * and takes most of the time. CI runs both. A learner's `npm test` runs the quick tier, so that the loop of changing
 * a file and seeing it checked stays short; `npm run test:all` (E2E=1) runs both, without CI's strict docs checks.
 */
export function endToEndIncluded(env: Readonly<Record<string, string | undefined>>): boolean {
  return switchedOn(env.CI) || switchedOn(env.E2E);
}

/** `CI=1`, `CI=true` and `E2E=yes` switch a check on; unset, empty, `0`, `false` and `no` leave it off. */
export function switchedOn(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'no'].includes(value.trim().toLowerCase());
}
