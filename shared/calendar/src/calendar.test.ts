import { readFile, stat } from 'node:fs/promises';
import { fixedClock, formatDateTime, fromMinutes, parseLocalDateTime, toMinutes } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { openCalendar } from './calendar.ts';
import { CalendarConfigError } from './errors.ts';
import { temporaryCalendar } from './test-fixtures/setup.ts';
import type { BookResult } from './types.ts';

function booked(result: BookResult) {
  if (!result.ok) throw new Error(`Expected the booking to succeed, but: ${result.message}`);
  return result.appointment;
}

describe('check and book', () => {
  it('books a free slot for the default 30 minutes and stores it', async () => {
    const calendar = await temporaryCalendar();
    expect(await calendar.check('2026-11-23T10:00')).toEqual({
      available: true,
      start: '2026-11-23T10:00',
      end: '2026-11-23T10:30',
      message: 'Mon 23 Nov 10:00–10:30 is free.',
      conflicts: [],
      suggestions: [],
    });
    const appointment = booked(await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' }));
    expect(appointment).toEqual({
      id: expect.stringMatching(/^apt_[0-9a-z]{6}$/),
      start: '2026-11-23T10:00',
      end: '2026-11-23T10:30',
      title: 'Dentist',
      createdAt: '2026-11-22T12:00:00.000Z',
    });
    expect(JSON.parse(await readFile(calendar.file, 'utf8'))).toEqual({
      version: 1,
      idsIssued: 1,
      appointments: [appointment],
    });
  });

  it('takes a custom duration, a default duration option, and seconds on input', async () => {
    const calendar = await temporaryCalendar({ defaultDurationMinutes: 45 });
    expect(booked(await calendar.book({ start: '2026-11-23T09:00:00' })).end).toBe('2026-11-23T09:45');
    expect(booked(await calendar.book({ start: '2026-11-23T10:00', durationMinutes: 90 })).end).toBe(
      '2026-11-23T11:30',
    );
    expect(booked(await calendar.book({ start: '2026-11-24T09:00', durationMinutes: 480 })).end).toBe(
      '2026-11-24T17:00',
    );
  });

  it('refuses an overlap, naming the conflict and offering nearby free times', async () => {
    const calendar = await temporaryCalendar();
    const dentist = booked(await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' }));
    const result = await calendar.book({ start: '2026-11-23T10:15' });
    expect(result).toEqual({
      ok: false,
      reason: 'busy',
      message: expect.stringContaining(`it overlaps Mon 23 Nov 10:00–10:30 Dentist (${dentist.id})`),
      conflicts: [dentist],
      suggestions: ['2026-11-23T10:30', '2026-11-23T09:30', '2026-11-23T11:00'],
    });
    expect(result.ok || result.message).toContain('Free times nearby: 2026-11-23T10:30');
    const around = await calendar.check('2026-11-23T09:00', 120);
    expect(around).toMatchObject({ available: false, reason: 'busy', conflicts: [dentist] });
  });

  it('allows back-to-back appointments on either side', async () => {
    const calendar = await temporaryCalendar();
    booked(await calendar.book({ start: '2026-11-23T10:00' }));
    booked(await calendar.book({ start: '2026-11-23T10:30' }));
    booked(await calendar.book({ start: '2026-11-23T09:30' }));
    expect((await calendar.list({ from: '2026-11-23' })).ok).toBe(true);
  });

  it('refuses the past, weekends, before opening, after closing, and running past closing', async () => {
    const calendar = await temporaryCalendar();
    const cases = [
      ['2026-11-20T10:00', 30, 'past', 'in the past (it is now 2026-11-22T12:00)'],
      ['2026-11-28T10:00', 30, 'outside-working-hours', 'Saturday, 28 November 2026 is not a working day'],
      ['2026-11-23T08:30', 30, 'outside-working-hours', 'before opening time 09:00'],
      ['2026-11-23T17:00', 30, 'outside-working-hours', 'after closing time 17:00'],
      ['2026-11-23T16:45', 30, 'outside-working-hours', 'end at 17:15, after closing time 17:00'],
      ['2026-11-23T13:00', 300, 'outside-working-hours', 'end at 18:00'],
    ] as const;
    for (const [start, durationMinutes, reason, text] of cases) {
      const result = await calendar.book({ start, durationMinutes });
      expect(result, start).toMatchObject({ ok: false, reason, message: expect.stringContaining(text) });
      expect(result.ok || result.suggestions.length, start).toBe(3);
    }
    booked(await calendar.book({ start: '2026-11-23T16:30' }));
  });

  it('turns unreadable input into data errors that name the expected format', async () => {
    const calendar = await temporaryCalendar();
    expect(await calendar.check('next Monday at 10')).toMatchObject({
      available: false,
      start: 'next Monday at 10',
      end: null,
      reason: 'invalid-start',
      message: expect.stringContaining('use YYYY-MM-DDTHH:MM'),
    });
    expect(await calendar.book({ start: '2026-11-23' })).toMatchObject({ ok: false, reason: 'invalid-start' });
    for (const durationMinutes of [0, -30, 12.5, 481]) {
      expect(await calendar.book({ start: '2026-11-23T10:00', durationMinutes })).toMatchObject({
        ok: false,
        reason: 'invalid-duration',
      });
    }
    await expect(stat(calendar.file)).rejects.toThrow();
  });

  it('refuses a start years ahead (a typo in the year) in one line, without suggestions', async () => {
    const calendar = await temporaryCalendar();
    for (const start of ['9999-11-23T10:00', '2032-11-23T10:00']) {
      const refused = await calendar.book({ start });
      expect(refused).toEqual({
        ok: false,
        reason: 'invalid-start',
        message: `${start} is more than 5 years ahead (it is now 2026-11-22T12:00): check the year.`,
        conflicts: [],
        suggestions: [],
      });
      expect(await calendar.check(start)).toMatchObject({ available: false, reason: 'invalid-start', end: null });
    }
    expect((await calendar.book({ start: '2031-11-20T10:00' })).ok).toBe(true);
  });

  it('trims titles, stores none when blank, and refuses one that is too long', async () => {
    const calendar = await temporaryCalendar();
    expect(booked(await calendar.book({ start: '2026-11-23T10:00', title: '  Team\nsync  ' })).title).toBe('Team sync');
    expect(booked(await calendar.book({ start: '2026-11-23T11:00', title: '  ' }))).not.toHaveProperty('title');
    const tooLong = await calendar.book({ start: '2026-11-23T12:00', title: 'x'.repeat(101) });
    expect(tooLong).toMatchObject({ ok: false, reason: 'invalid-title', message: expect.stringContaining('100') });
  });

  it('follows custom working hours and reads times in the clock time zone', async () => {
    const saturdays = await temporaryCalendar({ workingHours: { days: [6], start: '10:00', end: '14:00' } });
    booked(await saturdays.book({ start: '2026-11-28T10:00' }));
    expect(await saturdays.check('2026-11-23T10:00')).toMatchObject({ reason: 'outside-working-hours' });
    // 08:45 UTC is 09:45 in Berlin: 09:30 has passed there, 10:00 has not.
    const berlin = await temporaryCalendar({ now: '2026-11-23T08:45:00Z', timeZone: 'Europe/Berlin' });
    expect(await berlin.check('2026-11-23T09:30')).toMatchObject({ reason: 'past' });
    expect(await berlin.check('2026-11-23T10:00')).toMatchObject({ available: true });
  });

  it('gives every appointment its own short id, and finds it again', async () => {
    const calendar = await temporaryCalendar({
      workingHours: { start: '00:00', end: '24:00' },
      defaultDurationMinutes: 5,
    });
    const ids = new Set<string>();
    const monday = toMinutes(parseLocalDateTime('2026-11-23T00:00')!);
    for (let index = 0; index < 40; index += 1) {
      ids.add(booked(await calendar.book({ start: formatDateTime(fromMinutes(monday + index * 5)) })).id);
    }
    expect(ids.size).toBe(40);
    const [first] = ids;
    expect(await calendar.get(first!)).toMatchObject({ id: first });
    expect(await calendar.get('apt_nope00')).toBeUndefined();
  });

  it('explains options it cannot use', () => {
    const clock = fixedClock('2026-11-22T12:00:00Z');
    expect(() => openCalendar({ file: 'x.json', clock, defaultDurationMinutes: 0 })).toThrow(CalendarConfigError);
    expect(() => openCalendar({ file: 'x.json', clock, workingHours: { start: '18:00' } })).toThrow(/later than/);
  });
});
