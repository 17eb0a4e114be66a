import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDateTime, fromMinutes, parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { CalendarFileError } from './errors.ts';
import { readCalendar, writeCalendar } from './store.ts';
import { temporaryDirectory } from './test-fixtures/setup.ts';

const APPOINTMENT = {
  id: 'apt_abc123',
  start: '2026-11-23T10:00',
  end: '2026-11-23T10:30',
  title: 'Dentist',
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('readCalendar', () => {
  it('reads a missing file as an empty calendar, without creating it', async () => {
    const file = join(await temporaryDirectory(), 'nested', 'calendar.json');
    expect(await readCalendar(file)).toEqual([]);
    await expect(stat(file)).rejects.toThrow();
  });

  it('refuses a path that is a directory', async () => {
    const directory = await temporaryDirectory();
    await expect(readCalendar(directory)).rejects.toMatchObject({ name: 'CalendarFileError', problem: 'unreadable' });
  });
});

describe('writeCalendar', () => {
  it('creates the directory and writes a file that reads back the same', async () => {
    const file = join(await temporaryDirectory(), 'a', 'b', 'calendar.json');
    await writeCalendar(file, [APPOINTMENT]);
    expect(await readCalendar(file)).toEqual([APPOINTMENT]);
    expect(await readFile(file, 'utf8')).toMatch(/^\{\n {2}"version": 1,\n/);
  });

  it('leaves no temporary file behind, and clears ones left by writers that crashed', async () => {
    const directory = await temporaryDirectory();
    const file = join(directory, 'calendar.json');
    const unrelated = ['.calendar.json.backup', 'other.json', '.other.json.123.deadbeef.tmp'];
    for (const name of [...unrelated, '.calendar.json.4242.deadbeef.tmp']) await writeFile(join(directory, name), '{');
    await writeCalendar(file, [APPOINTMENT]);
    expect((await readdir(directory)).sort()).toEqual(['calendar.json', ...unrelated].sort());
  });

  it('keeps the permissions of the file it replaces', async () => {
    const file = join(await temporaryDirectory(), 'calendar.json');
    await writeCalendar(file, []);
    await chmod(file, 0o600);
    await writeCalendar(file, [APPOINTMENT]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('reports a directory it cannot create as a CalendarFileError saying what to check', async () => {
    const directory = await temporaryDirectory();
    await writeFile(join(directory, 'not-a-directory'), '');
    const file = join(directory, 'not-a-directory', 'calendar.json');
    const failure = writeCalendar(file, [APPOINTMENT]);
    await expect(failure).rejects.toBeInstanceOf(CalendarFileError);
    await expect(failure).rejects.toMatchObject({ problem: 'unwritable', file });
    await expect(failure).rejects.toThrow(/could not be saved .*check that its directory is writable/);
  });

  it('does not rename its file into place once its lock is no longer its own, and says so', async () => {
    const directory = await temporaryDirectory();
    const file = join(directory, 'calendar.json');
    await writeCalendar(file, []);
    const lease = { lockFile: `${file}.lock`, stillHeld: async () => false };
    const failure = writeCalendar(file, [APPOINTMENT], lease);
    await expect(failure).rejects.toMatchObject({ name: 'CalendarFileError', problem: 'locked' });
    await expect(failure).rejects.toThrow(`its lock ${file}.lock was removed by someone else`);
    expect(await readCalendar(file)).toEqual([]);
    expect(await readdir(directory)).toEqual(['calendar.json']);
  });

  it('replaces the file in one step, so a reader never sees half of it', async () => {
    const directory = await temporaryDirectory();
    await mkdir(join(directory, 'data'));
    const file = join(directory, 'data', 'calendar.json');
    const first = toMinutes(parseLocalDateTime('2027-01-01T00:00')!);
    const many = Array.from({ length: 300 }, (_, index) => ({
      ...APPOINTMENT,
      id: `apt_${index.toString(36).padStart(6, '0')}`,
      start: formatDateTime(fromMinutes(first + index * 10)),
      end: formatDateTime(fromMinutes(first + index * 10 + 10)),
    }));
    await writeCalendar(file, many.slice(0, 1));
    const reads: Promise<unknown>[] = [];
    for (let round = 0; round < 20; round += 1) {
      reads.push(readCalendar(file));
      await writeCalendar(file, round % 2 ? many : many.slice(0, 1));
    }
    const results = await Promise.all(reads);
    for (const result of results) expect([1, 300]).toContain((result as unknown[]).length);
  });
});

describe('readCalendar after the file changes', () => {
  it('sees every change, including damage, even though it reuses what it parsed last', async () => {
    const file = join(await temporaryDirectory(), 'calendar.json');
    await writeCalendar(file, [APPOINTMENT]);
    expect(await readCalendar(file)).toEqual([APPOINTMENT]);
    expect(await readCalendar(file)).toEqual([APPOINTMENT]);

    await writeCalendar(file, []);
    expect(await readCalendar(file)).toEqual([]);

    await writeFile(file, '{"version": 1, "appointments": [');
    await expect(readCalendar(file)).rejects.toBeInstanceOf(CalendarFileError);
  });

  it('hands out a fresh list each time, so a caller cannot change what the next one reads', async () => {
    const file = join(await temporaryDirectory(), 'calendar.json');
    await writeCalendar(file, [APPOINTMENT]);
    const first = await readCalendar(file);
    first.pop();
    expect(await readCalendar(file)).toEqual([APPOINTMENT]);
  });
});
