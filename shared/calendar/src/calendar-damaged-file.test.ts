import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { openCalendar } from './calendar.ts';
import { CalendarFileError } from './errors.ts';
import { NOW, temporaryDirectory } from './test-fixtures/setup.ts';

const GOOD_ENTRY =
  '{"id":"apt_abc123","start":"2026-11-23T10:00","end":"2026-11-23T10:30","createdAt":"2026-11-20T08:00:00Z"}';

const DAMAGED: Record<string, string | Buffer> = {
  'half-written JSON': '{\n  "version": 1,\n  "appointments": [\n    {"id": "apt_abc123", "start": "2026-11-',
  'an empty file': '',
  'a different program’s JSON': '{"events": [{"when": "tomorrow"}]}',
  'a newer version': '{"version": 2, "appointments": []}',
  'a bad appointment': `{"version": 1, "appointments": [${GOOD_ENTRY.replace('10:30', '09:30')}]}`,
  'binary junk': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]),
};

describe('a damaged or foreign calendar file', () => {
  for (const [kind, content] of Object.entries(DAMAGED)) {
    it(`is refused, named, and left byte-for-byte unchanged: ${kind}`, async () => {
      const directory = await temporaryDirectory();
      const file = join(directory, 'calendar.json');
      await mkdir(directory, { recursive: true });
      await writeFile(file, content);
      const before = await readFile(file);
      const calendar = openCalendar({ file, clock: fixedClock(NOW) });
      const attempts: (() => Promise<unknown>)[] = [
        () => calendar.check('2026-11-23T11:00'),
        () => calendar.book({ start: '2026-11-23T11:00', title: 'Overwrite me?' }),
        () => calendar.cancel({ id: 'apt_abc123' }),
        () => calendar.cancel({ start: '2026-11-23T10:00' }),
        () => calendar.list({ from: '2026-11-23' }),
        () => calendar.get('apt_abc123'),
      ];
      for (const attempt of attempts) {
        const error = await attempt().then(
          (result) => new Error(`Expected a CalendarFileError, got ${JSON.stringify(result)}`),
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(CalendarFileError);
        expect((error as CalendarFileError).file).toBe(file);
        expect((error as Error).message).toContain(`Calendar file ${file}`);
        expect((error as Error).message).toContain('it was not changed');
      }
      expect((await readFile(file)).equals(before)).toBe(true);
      expect(await readdir(directory)).toEqual(['calendar.json']);
    });
  }
});
