import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { temporaryCalendar } from './test-fixtures/setup.ts';

describe('idempotency keys: a request sent again finds what it did', () => {
  it('answers a repeated booking with its own earlier booking, not a second one nor a clash', async () => {
    const calendar = await temporaryCalendar();
    const first = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist', idempotencyKey: 'run1/1/0' });
    const again = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist', idempotencyKey: 'run1/1/0' });
    expect(first.ok && again.ok).toBe(true);
    expect(again).toMatchObject({ ok: true, replayed: true, appointment: first.ok ? first.appointment : {} });
    expect(again.message).toMatch(
      /^Already booked Mon 23 Nov 10:00–10:30 Dentist \(apt_\w+\) \(this request was carried out before\)/,
    );
    const listed = await calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments).toHaveLength(1);
    // The positive control: the same time without the key is a clash, so the key is what made the difference.
    const other = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist', idempotencyKey: 'run1/2/0' });
    expect(other).toMatchObject({ ok: false, reason: 'busy' });
  });

  it('answers a repeated cancel with what it cancelled, even after the time is booked again', async () => {
    const calendar = await temporaryCalendar();
    const booked = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });
    if (!booked.ok) throw new Error(booked.message);
    const first = await calendar.cancel({ id: booked.appointment.id, idempotencyKey: 'k-cancel' });
    expect(first).toMatchObject({ ok: true });
    await calendar.book({ start: '2026-11-23T10:00', title: 'Haircut' });
    const again = await calendar.cancel({ start: '2026-11-23T10:00', idempotencyKey: 'k-cancel' });
    expect(again).toMatchObject({ ok: true, replayed: true, appointment: booked.appointment });
    const listed = await calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Haircut']);
    expect(await calendar.earlier('k-cancel')).toEqual({ action: 'cancel', appointment: booked.appointment });
  });

  it('refuses a key sent again with other arguments, rather than answer a new booking with an old one', async () => {
    const calendar = await temporaryCalendar();
    await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist', idempotencyKey: 'run1/1/1/0' });
    // The positive control: the same request with the same key is answered with its booking.
    const again = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist', idempotencyKey: 'run1/1/1/0' });
    expect(again).toMatchObject({ ok: true, replayed: true });
    for (const other of [
      { start: '2026-11-23T15:00', title: 'Dentist' },
      { start: '2026-11-23T10:00', title: 'Haircut' },
      { start: '2026-11-23T10:00', title: 'Dentist', durationMinutes: 60 },
    ]) {
      const reused = await calendar.book({ ...other, idempotencyKey: 'run1/1/1/0' });
      expect(reused).toMatchObject({ ok: false, reason: 'key-reused' });
      expect(reused.message).toMatch(
        /^Nothing was done: this request's idempotency key was already used by a different request \(it booked Mon 23 Nov 10:00–10:30 Dentist \(apt_\w+\)\)\. A new request needs a new key\.$/,
      );
    }
    const listed = await calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.start)).toEqual(['2026-11-23T10:00']);
  });

  it('refuses a cancel key sent again for another appointment, and cancels nothing', async () => {
    const calendar = await temporaryCalendar();
    const first = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });
    const second = await calendar.book({ start: '2026-11-23T11:00', title: 'Haircut' });
    if (!first.ok || !second.ok) throw new Error('could not book');
    await calendar.cancel({ id: first.appointment.id, idempotencyKey: 'k-cancel' });
    expect(await calendar.cancel({ start: '2026-11-23T10:00', idempotencyKey: 'k-cancel' })).toMatchObject({
      ok: true,
      replayed: true,
    });
    const reused = await calendar.cancel({ id: second.appointment.id, idempotencyKey: 'k-cancel' });
    expect(reused).toMatchObject({ ok: false, reason: 'key-reused' });
    expect(await calendar.get(second.appointment.id)).toEqual(second.appointment);
  });

  it('keeps the keys in the file and writes no "done" list for calendars that never used one', async () => {
    const calendar = await temporaryCalendar();
    await calendar.book({ start: '2026-11-23T10:00' });
    expect(JSON.parse(await readFile(calendar.file, 'utf8'))).not.toHaveProperty('done');
    await calendar.book({ start: '2026-11-23T11:00', idempotencyKey: 'k1' });
    const saved = JSON.parse(await readFile(calendar.file, 'utf8'));
    expect(saved.done).toEqual([{ key: 'k1', action: 'book', appointment: saved.appointments[1] }]);
  });

  it('refuses a damaged "done" list in one line and leaves the file as it was', async () => {
    const calendar = await temporaryCalendar({ appointments: [] });
    const text = '{"version": 1, "appointments": [], "done": [{"key": "k", "action": "move"}]}\n';
    await writeFile(calendar.file, text);
    await expect(calendar.book({ start: '2026-11-23T10:00', idempotencyKey: 'k' })).rejects.toThrow(
      /has a bad done\[0\]: "action" must be "book" or "cancel"\. Fix or remove it; it was not changed\.$/,
    );
    expect(await readFile(calendar.file, 'utf8')).toBe(text);
  });
});
