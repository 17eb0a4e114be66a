import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { openCalendar } from './calendar.ts';
import { CalendarFileError } from './errors.ts';
import { NOW, temporaryDirectory } from './test-fixtures/setup.ts';

// In the end-to-end tier because making a FIFO takes a process (`mkfifo`): Node has no call for it. The other paths a
// calendar may be given are in calendar-path.test.ts.
const clock = fixedClock(NOW);

describe('what the calendar path may be: a FIFO', () => {
  it('a FIFO is refused at once in one line, never opened for a blocking read', async () => {
    const file = join(await temporaryDirectory(), 'calendar.json');
    execFileSync('mkfifo', [file]);
    const calendar = openCalendar({ file, clock });
    for (const attempt of [() => calendar.get('apt_000000'), () => calendar.book({ start: '2026-11-23T10:00' })]) {
      const error = await attempt().then(
        (result) => new Error(`Expected a CalendarFileError, got ${JSON.stringify(result)}`),
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(CalendarFileError);
      expect((error as Error).message).toBe(
        `Calendar file ${file} is a named pipe (FIFO), not a regular file: choose the path of a JSON file (or one that does not exist yet); it was not changed.`,
      );
    }
  });
});
