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
      message: expect.stringContaining('No appointment has the id "apt_zzzzzz"'),
      candidates: [],
    });
    expect(await calendar.cancel({ start: '2026-11-24T10:00' })).toMatchObject({
      reason: 'not-found',
      message: 'No appointment starts at 2026-11-24T10:00.',
    });
    expect(await calendar.cancel({ start: 'Monday' })).toMatchObject({ reason: 'invalid-start' });
    expect(await calendar.cancel({} as { id: string })).toMatchObject({ reason: 'invalid-request' });
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
});
