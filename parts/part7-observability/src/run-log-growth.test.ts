import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, setup, tool } from '../test-fixtures/loop-setup.ts';
import { openRunLog } from './run-log.ts';

/** Bytes this process has passed to `write()` so far, every file and pipe (Linux's `/proc/self/io`). */
function bytesWritten(): number {
  return Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
}

const TURNS = 50;

describe('the run log over a conversation', () => {
  it.skipIf(!existsSync('/proc/self/io'))(
    `writes about what it keeps: at most twice the log's final size over ${TURNS} turns`,
    async () => {
      const file = join(mkdtempSync(join(tmpdir(), 'run-log-growth-')), 'calendar.run.jsonl');
      // Read-only calls, so the calendar file is never written and every byte counted is the log's.
      const turn = [
        tool('checkAvailability', { start: '2026-11-24T10:00' }),
        tool('listAppointments', { from: '2026-11-24' }),
        answer('Tuesday at 10 is free, and the day is empty.'),
      ];
      const model = new ScriptedToolModel(Array.from({ length: TURNS }, () => turn).flat());
      const { agent } = setup(model, { runLog: await openRunLog(file) });
      const before = bytesWritten();
      for (let index = 0; index < TURNS; index += 1) {
        expect(await agent.send(`is Tuesday at 10 free? (${index + 1})`)).toMatchObject({ exit: 'answered' });
      }
      const written = bytesWritten() - before;
      const size = statSync(file).size;
      // The positive control: the log holds every turn, so the bytes counted are a real conversation's.
      expect(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.includes('"turn-end"')),
      ).toHaveLength(TURNS);
      expect(written).toBeGreaterThanOrEqual(size);
      expect(written, `wrote ${written} bytes for a log of ${size}`).toBeLessThanOrEqual(2 * size);
      model.assertAllConsumed();
    },
  );
});
