import { describe, expect, it } from 'vitest';
import { newAppointmentId } from './ids.ts';

describe('newAppointmentId', () => {
  it('is short, readable and the same for the same seed and count', () => {
    const { id, idsIssued } = newAppointmentId(new Set(), '2026-11-24T10:00|2026-11-23T08:30:00.000Z');
    expect(id).toMatch(/^apt_[0-9a-z]{6}$/);
    expect(idsIssued).toBe(1);
    expect(newAppointmentId(new Set(), '2026-11-24T10:00|2026-11-23T08:30:00.000Z').id).toBe(id);
  });

  it('gives a new id for the same seed once the count has grown', () => {
    const seed = '2026-11-24T10:00|2026-11-23T08:30:00.000Z';
    const first = newAppointmentId(new Set(), seed);
    expect(newAppointmentId(new Set(), seed, first.idsIssued).id).not.toBe(first.id);
  });

  it('never returns an id that is taken, and counts the ids it skipped', () => {
    const seed = 'same seed';
    const first = newAppointmentId(new Set(), seed).id;
    const second = newAppointmentId(new Set([first]), seed);
    expect(second.id).not.toBe(first);
    expect(second.idsIssued).toBe(2);
    const many = new Set<string>();
    for (let index = 0; index < 500; index++) many.add(newAppointmentId(many, seed).id);
    expect(many.size).toBe(500);
  });
});
