/**
 * The longer counted run of the calendar's lock under real processes: `npm run chaos -w @scheduling-agent/calendar
 * [-- rounds processes kills seconds]`. Prints confirmed against persisted bookings; exits 1 if any was lost, a slot
 * was given twice, or a round left lock files behind. The figures in docs/reliability.md come from this run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { killsUnderContention, racingTakeovers } from './contention.ts';
import { replayWith, testSeed } from './seeded-random.ts';

const [rounds = 100, processes = 8, kills = 200, seconds = 150] = process.argv.slice(2).map(Number);
const directory = await mkdtemp(join(tmpdir(), 'calendar-chaos-'));
try {
  console.log(`Racing takeovers: ${rounds} rounds, ${processes} processes, a lock naming a dead process each round…`);
  const takeovers = await racingTakeovers(directory, rounds, processes);
  console.log(
    `  confirmed ${takeovers.confirmed}, persisted ${takeovers.persisted}, lost ${takeovers.lost}; ` +
      `contested slot not given exactly once in ${takeovers.contestedNotOnce} rounds; ${takeovers.leftovers} leftover lock files`,
  );
  console.log(`kill -9 under contention: ${processes} processes, up to ${kills} kills or ${seconds} s…`);
  const seed = testSeed();
  const killed = await killsUnderContention(join(directory, 'contended.json'), processes, kills, seed, seconds * 1000);
  console.log(
    `  ${killed.kills} kills in ${killed.seconds.toFixed(0)} s: confirmed ${killed.confirmed}, persisted ${killed.persisted}, ` +
      `lost ${killed.lost}, slots given twice ${killed.doubleBooked} (${replayWith(seed)})`,
  );
  const failed = takeovers.lost + takeovers.contestedNotOnce + takeovers.leftovers + killed.lost + killed.doubleBooked;
  process.exitCode = failed === 0 ? 0 : 1;
} finally {
  await rm(directory, { recursive: true, force: true });
}
