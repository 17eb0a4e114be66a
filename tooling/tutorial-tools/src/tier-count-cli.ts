// CI's check that its run had both tiers (.ci/run): reads the counts the tier reporter appended to the file named by
// TEST_TIER_LOG (vitest.tiers.ts) and fails when no end-to-end test file ran, which a configuration that quietly left
// the tier out would otherwise pass as green.
import { existsSync, readFileSync } from 'node:fs';
import type { TierCount } from '../../../vitest.tiers.ts';

const log = process.argv[2] ?? process.env.TEST_TIER_LOG;
if (!log) {
  console.error('Usage: tier-count-cli.ts FILE (the TEST_TIER_LOG the test run appended its counts to)');
  process.exit(2);
}
const counts: TierCount[] = existsSync(log)
  ? readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TierCount)
  : [];
const quick = counts.reduce((sum, count) => sum + count.quick, 0);
const endToEnd = counts.reduce((sum, count) => sum + count.endToEnd, 0);
console.log(`Test files run: ${quick} quick-tier, ${endToEnd} end-to-end, in ${counts.length} Vitest runs.`);
if (endToEnd === 0) {
  console.error(
    `No end-to-end test file ran (${log}): CI must run the end-to-end tier. Check the exclusion in vitest.shared.ts ` +
      'and that CI is set; a result replayed from the cache writes no count, so CI runs with no cache (or --force).',
  );
  process.exit(1);
}
