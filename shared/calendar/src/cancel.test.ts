import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { appointment, temporaryCalendar } from './test-fixtures/setup.ts';
import type { Calendar } from './types.ts';

const DENTIST = appointment('apt_dent01', '2026-11-23T10:00', '2026-11-23T10:30', 'Dentist');

async function withDentist(now?: string): Promise<{ calendar: Calendar; id: string }> {
  const calendar = await temporaryCalendar({ appointments: [DENTIST], ...(now ? { now } : {}) });
  return { calendar, id: DENTIST.id };
}

describe('cancel', () => {
  it('cancels by id and removes it from the file', async () => {
    const { calendar, id } = await withDentist();
    expect(await calendar.cancel({ id })).toMatchObject({
      ok: true,
      appointment: { id, title: 'Dentist' },
      message: `Cancelled Mon 23 Nov 10:00–10:30 Dentist (${id}).`,
    });
    expect(JSON.parse(await readFile(calendar.file, 'utf8'))).toEqual({ version: 1, appointments: [] });
    expect(await calendar.cancel({ id })).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('cancels by exact start time, seconds allowed', async () => {
    const { calendar, id } = await withDentist();
    expect(await calendar.cancel({ start: '2026-11-23T10:00:00' })).toMatchObject({ ok: true, appointment: { id } });
  });

  it('does not guess: a time inside an appointment names it but cancels nothing', async () => {
    const { calendar, id } = await withDentist();
    const before = await readFile(calendar.file, 'utf8');
    expect(await calendar.cancel({ start: '2026-11-23T10:15' })).toEqual({
      ok: false,
      reason: 'not-found',
      message: `No appointment starts at 2026-11-23T10:15. Mon 23 Nov 10:00–10:30 Dentist (${id}) covers that time; to cancel it, give its id or its start time.`,
      candidates: [expect.objectContaining({ id })],
    });
    expect(await readFile(calendar.file, 'utf8')).toBe(before);
  });

  it('says plainly when nothing is there, and when the request is unreadable', async () => {
    const { calendar } = await withDentist();
    expect(await calendar.cancel({ id: 'apt_zzzzzz' })).toMatchObject({
      ok: false,
      reason: 'not-found',
      message: expect.stringContaining('No such appointment: nothing has the id "apt_zzzzzz"'),
      candidates: [],
    });
    expect(await calendar.cancel({ start: '2026-11-24T10:00' })).toMatchObject({
      reason: 'not-found',
      message: 'No appointment starts at 2026-11-24T10:00.',
    });
    expect(await calendar.cancel({ start: 'Monday' })).toMatchObject({ reason: 'invalid-start' });
    expect(await calendar.cancel({} as { id: string })).toMatchObject({ reason: 'invalid-request' });
  });

  it('refuses an id and a start that name different times, and cancels nothing', async () => {
    const { calendar, id } = await withDentist();
    for (const start of ['2026-11-23T11:00', 'Monday']) {
      expect(await calendar.cancel({ id, start } as { id: string })).toEqual({
        ok: false,
        reason: 'mismatch',
        message: `The id and the start disagree: ${id} starts at 2026-11-23T10:00, not "${start}". Nothing was cancelled; send only the id of the appointment you mean.`,
        candidates: [DENTIST],
      });
    }
    expect(await calendar.get(id)).toBeDefined();
    expect(await calendar.cancel({ id, start: '2026-11-23T10:00:00' } as { id: string })).toMatchObject({ ok: true });
  });

  it('keeps an appointment that has already started, as a record', async () => {
    const { calendar, id } = await withDentist('2026-11-23T10:10:00Z');
    expect(await calendar.cancel({ id })).toMatchObject({
      ok: false,
      reason: 'past',
      message: expect.stringContaining('has already started or is over'),
    });
    expect(await calendar.get(id)).toBeDefined();
  });

  it('asks for an id when a hand-edited file has two appointments starting at that time', async () => {
    const twin = appointment('apt_twin02', '2026-11-23T10:00', '2026-11-23T11:00', 'Overlapping');
    const calendar = await temporaryCalendar({ appointments: [DENTIST, twin] });
    expect(await calendar.cancel({ start: '2026-11-23T10:00' })).toMatchObject({
      ok: false,
      reason: 'ambiguous',
      message: expect.stringContaining('Cancel one by its id'),
      candidates: [DENTIST, twin],
    });
    expect(await calendar.cancel({ id: twin.id })).toMatchObject({ ok: true });
  });

  it('cancels what the person was shown only if it is still that: same start, end and title', async () => {
    const { calendar, id } = await withDentist();
    const shown = { start: DENTIST.start, end: DENTIST.end, title: 'Dentist' };
    const before = await readFile(calendar.file, 'utf8');
    for (const changed of [
      { ...shown, start: '2026-11-23T09:30' },
      { ...shown, end: '2026-11-23T12:00' },
      { ...shown, title: 'Board review' },
      { start: shown.start, end: shown.end },
    ]) {
      expect(await calendar.cancel({ id, expect: changed })).toMatchObject({
        ok: false,
        reason: 'changed',
        message: expect.stringMatching(/^Nothing was cancelled: the appointment changed while you were asked\./),
      });
    }
    expect(await readFile(calendar.file, 'utf8')).toBe(before);
    expect(await calendar.cancel({ id, expect: shown })).toMatchObject({ ok: true, appointment: { id } });
    expect(await calendar.cancel({ id, expect: shown })).toEqual({
      ok: false,
      reason: 'changed',
      message:
        'Nothing was cancelled: Mon 23 Nov 10:00–10:30 "Dentist" is no longer in the calendar (it was changed while you were asked).',
      candidates: [],
    });
  });

  it('never hands out a cancelled id again, even booked again at the same start at the same pinned instant', async () => {
    const calendar = await temporaryCalendar();
    const first = await calendar.book({ start: '2026-11-25T10:00', title: 'Meeting' });
    if (!first.ok) throw new Error(first.message);
    expect(await calendar.cancel({ id: first.appointment.id })).toMatchObject({ ok: true });
    const second = await calendar.book({ start: '2026-11-25T10:00', durationMinutes: 120, title: 'Board review' });
    if (!second.ok) throw new Error(second.message);
    expect(second.appointment.id).not.toBe(first.appointment.id);
    const shownFirst = { start: first.appointment.start, end: first.appointment.end, title: 'Meeting' };
    expect(await calendar.cancel({ id: first.appointment.id, expect: shownFirst })).toMatchObject({
      reason: 'changed',
    });
    expect(await calendar.get(second.appointment.id)).toBeDefined();
  });
});

describe('find', () => {
  it('finds what cancel would remove, by id, by start or by both, and changes nothing', async () => {
    const { calendar, id } = await withDentist();
    const before = await readFile(calendar.file, 'utf8');
    for (const request of [{ id }, { start: '2026-11-23T10:00' }, { id, start: '2026-11-23T10:00' }]) {
      expect(await calendar.find(request)).toEqual({ ok: true, appointment: DENTIST });
    }
    expect(await readFile(calendar.file, 'utf8')).toBe(before);
  });

  it("refuses with cancel's own object, reason and candidates included", async () => {
    const { calendar, id } = await withDentist();
    const twin = appointment('apt_twin02', '2026-11-23T10:00', '2026-11-23T11:00', 'Overlapping');
    const twins = await temporaryCalendar({ appointments: [DENTIST, twin] });
    const past = (await withDentist('2026-11-23T10:10:00Z')).calendar;
    const cases: [Calendar, Record<string, string | undefined>, string][] = [
      [calendar, {}, 'invalid-request'],
      [calendar, { start: 'Monday' }, 'invalid-start'],
      [calendar, { id: 'apt_zzzzzz' }, 'not-found'],
      [calendar, { start: '2026-11-23T10:15' }, 'not-found'],
      [calendar, { id, start: '2026-11-23T11:00' }, 'mismatch'],
      [twins, { start: '2026-11-23T10:00' }, 'ambiguous'],
      [past, { id }, 'past'],
    ];
    for (const [where, request, reason] of cases) {
      const found = await where.find(request);
      expect(found).toMatchObject({ ok: false, reason });
      expect(found).toEqual(await where.cancel(request as { id: string }));
    }
  });
});
