import { chmod, chown, lstat, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { openCalendar } from './calendar.ts';
import { serializeCalendar } from './calendar-file.ts';
import { CalendarFileError } from './errors.ts';
import { appointment, NOW, temporaryDirectory } from './test-fixtures/setup.ts';

const clock = fixedClock(NOW);

async function refusal(promise: Promise<unknown>): Promise<CalendarFileError> {
  const error = await promise.then(
    (result) => new Error(`Expected a CalendarFileError, got ${JSON.stringify(result)}`),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CalendarFileError);
  return error as CalendarFileError;
}

describe('what the calendar path may be', () => {
  it('a symbolic link: bookings go to its target, the link stays a link, and the lock sits beside the target', async () => {
    const directory = await temporaryDirectory();
    const target = join(directory, 'real.json');
    await writeFile(target, serializeCalendar([appointment('apt_first1', '2026-11-23T09:00', '2026-11-23T09:30')]));
    await symlink('real.json', join(directory, 'link.json'));
    const calendar = openCalendar({ file: join(directory, 'link.json'), clock, lock: { timeoutMs: 100 } });
    const booked = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });
    expect(booked.ok).toBe(true);
    expect((await lstat(join(directory, 'link.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(target, 'utf8')).toContain('Dentist');
    expect((await readdir(directory)).sort()).toEqual(['link.json', 'real.json']);
    const holder = { pid: process.pid, host: hostname(), token: 'd'.repeat(24), acquiredAt: NOW };
    await writeFile(`${target}.lock`, JSON.stringify(holder));
    await expect(calendar.book({ start: '2026-11-23T11:00' })).rejects.toThrow(`delete ${target}.lock if`);
  });

  it('a dangling symbolic link: the first booking creates its target', async () => {
    const directory = await temporaryDirectory();
    await symlink('real.json', join(directory, 'link.json'));
    const calendar = openCalendar({ file: join(directory, 'link.json'), clock });
    expect((await calendar.book({ start: '2026-11-23T10:00' })).ok).toBe(true);
    expect((await lstat(join(directory, 'link.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(directory, 'real.json'), 'utf8')).toContain('2026-11-23T10:00');
  });

  it('a device such as /dev/zero is refused, saying what it is', async () => {
    const error = await refusal(openCalendar({ file: '/dev/zero', clock }).get('apt_000000'));
    expect(error.message).toMatch(/^Calendar file \/dev\/zero is a device, not a regular file: /);
    expect(error.message).not.toContain('undefined');
  });

  it('a read-only (0444) calendar is not overwritten: booking and cancelling say so and change nothing', async () => {
    const directory = await temporaryDirectory();
    const file = join(directory, 'calendar.json');
    await writeFile(file, serializeCalendar([appointment('apt_first1', '2026-11-23T09:00', '2026-11-23T09:30')]));
    await chmod(file, 0o444);
    const before = await readFile(file);
    const calendar = openCalendar({ file, clock });
    for (const attempt of [
      () => calendar.book({ start: '2026-11-23T10:00' }),
      () => calendar.cancel({ id: 'apt_first1' }),
    ]) {
      const error = await refusal(attempt());
      expect(error.message).toBe(
        `Calendar file ${file} is read-only (mode 0444): make it writable (chmod u+w) to book or cancel; it was not changed.`,
      );
    }
    expect((await readFile(file)).equals(before)).toBe(true);
    expect(await readdir(directory)).toEqual(['calendar.json']);
    expect(await calendar.get('apt_first1')).toBeDefined();
  });

  it('a lock path that is a directory is named as such, not blamed on disk space', async () => {
    const directory = await temporaryDirectory();
    const file = join(directory, 'calendar.json');
    await mkdir(`${file}.lock`);
    const error = await refusal(openCalendar({ file, clock }).book({ start: '2026-11-23T10:00' }));
    expect(error.message).toBe(
      `Could not create the lock file ${file}.lock (EISDIR): ${file}.lock is a directory, where the lock file belongs: move or remove that directory; the calendar was not changed.`,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    "refuses another user's calendar, even through a symbolic link and even as root: it could have been planted",
    async () => {
      const directory = await temporaryDirectory();
      const target = join(directory, 'theirs.json');
      const text = serializeCalendar([appointment('apt_first1', '2026-11-23T09:00', '2026-11-23T09:30')]);
      await writeFile(target, text);
      await symlink(target, join(directory, 'link.json'));
      const calendar = openCalendar({ file: join(directory, 'link.json'), clock });
      // The positive control: the same file, still the user's own, is read.
      expect(await calendar.list({ from: '2026-11-23' })).toMatchObject({ ok: true });
      await chown(target, 65534, 65534);
      const error = await refusal(calendar.book({ start: '2026-11-23T10:00' }));
      expect(error.message).toBe(
        `Calendar file ${target} belongs to another user (uid 65534), so someone else could have planted it or written into it: keep it in a folder of your own (--calendar), or move that file away; it was not changed.`,
      );
      expect(await readFile(target, 'utf8')).toBe(text);
      expect(await stat(target)).toMatchObject({ uid: 65534, gid: 65534 });
    },
  );

  it('refuses a calendar its group or anyone may write, and says how to keep one that is yours', async () => {
    const file = join(await temporaryDirectory(), 'calendar.json');
    const calendar = openCalendar({ file, clock });
    expect(await calendar.book({ start: '2026-11-23T10:00' })).toMatchObject({ ok: true });
    expect((await stat(file)).mode & 0o022, 'the calendar is created writable by its owner alone').toBe(0);
    for (const [mode, who] of [
      [0o646, 'anyone'],
      [0o664, 'its group'],
    ] as const) {
      await chmod(file, mode);
      const error = await refusal(calendar.book({ start: '2026-11-23T11:00' }));
      expect(error.message).toBe(
        `Calendar file ${file} is writable by ${who}, so someone else could have planted it or written into it: if it is yours, make it writable by you alone (chmod go-w), or move it away; it was not changed.`,
      );
    }
  });
});
