import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { openCalendar } from './calendar.ts';
import { killsUnderContention, racingTakeovers } from './test-fixtures/contention.ts';
import { replayWith, testSeed } from './test-fixtures/seeded-random.ts';
import { HANG_GUARD_MS, leftoversBeside, NOW, temporaryCalendar, temporaryDirectory } from './test-fixtures/setup.ts';

describe('processes sharing a calendar whose lock holder stops or dies', () => {
  it(
    'a holder that is paused (SIGSTOP) keeps its lock however long it is stopped: a booker waits and then says so',
    async () => {
      const file = join(await temporaryDirectory(), 'calendar.json');
      const calendar = openCalendar({ file, clock: fixedClock(NOW), lock: { timeoutMs: 500 } });
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
      try {
        holder.kill('SIGSTOP');
        const lock = JSON.stringify({
          pid: holder.pid,
          host: hostname(),
          token: 'c'.repeat(24),
          acquiredAt: '2020-01-01T00:00Z',
        });
        await writeFile(`${calendar.file}.lock`, lock);
        const failure = calendar.book({ start: '2026-11-23T10:00' });
        await expect(failure).rejects.toThrow(`locked (waited`);
        await expect(failure).rejects.toThrow(`by process ${holder.pid}, which is still running`);
        expect(await readFile(`${calendar.file}.lock`, 'utf8')).toBe(lock);
      } finally {
        holder.kill('SIGKILL');
      }
    },
    HANG_GUARD_MS,
  );

  it(
    'eight processes racing to take over a lock naming a dead process: exactly one wins each time, nothing is lost',
    async () => {
      const figures = await racingTakeovers(await temporaryDirectory(), 4, 8);
      expect(figures).toEqual({ rounds: 4, confirmed: 36, persisted: 36, lost: 0, contestedNotOnce: 0, leftovers: 0 });
    },
    HANG_GUARD_MS,
  );

  it(
    'kill -9 at random among four booking processes: every confirmed booking is kept, no slot is given twice',
    async () => {
      const calendar = await temporaryCalendar();
      // No time limit: only a process that has booked is killed, so the run waits for eight bookings however slow the
      // machine is, and every kill lands on a process in its booking loop.
      const seed = testSeed();
      const figures = await killsUnderContention(calendar.file, 4, 8, seed);
      expect(figures.kills, replayWith(seed)).toBe(8);
      expect(
        figures.confirmed,
        `Each killed process had confirmed a booking first (${replayWith(seed)})`,
      ).toBeGreaterThanOrEqual(8);
      expect(figures, replayWith(seed)).toMatchObject({ lost: 0, doubleBooked: 0 });
      // Whatever the killed processes left (a lock, claims, markers, temporary files) goes with the next booking.
      expect((await calendar.book({ start: '2026-11-23T10:00' })).ok).toBe(true);
      expect(await leftoversBeside(calendar.file)).toEqual([]);
    },
    HANG_GUARD_MS,
  );
});
