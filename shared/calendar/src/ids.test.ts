import { describe, expect, it } from 'vitest';
import { newAppointmentId } from './ids.ts';

describe('newAppointmentId', () => {
  it('is short, readable and the same for the same seed', () => {
    const id = newAppointmentId(new Set(), '2026-11-24T10:00|2026-11-23T08:30:00.000Z');
    expect(id).toMatch(/^apt_[0-9a-z]{6}$/);
    expect(newAppointmentId(new Set(), '2026-11-24T10:00|2026-11-23T08:30:00.000Z')).toBe(id);
  });

  it('never returns an id that is taken', () => {
    const seed = 'same seed';
    const first = newAppointmentId(new Set(), seed);
    const second = newAppointmentId(new Set([first]), seed);
    expect(second).not.toBe(first);
    const many = new Set<string>();
    for (let index = 0; index < 500; index++) many.add(newAppointmentId(many, seed));
    expect(many.size).toBe(500);
  });
});
