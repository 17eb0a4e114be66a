import { createHash } from 'node:crypto';

/**
 * A new appointment id, `apt_` and six base-36 characters (`apt_x1y2z3`): short enough to read out and type, and not
 * already in `taken`. It is derived from `seed` (the booking's start and the time it was made), so the same booking
 * at the same instant gets the same id: with a pinned clock, transcripts and tests are reproducible.
 */
export function newAppointmentId(taken: ReadonlySet<string>, seed: string): string {
  for (let attempt = 0; ; attempt += 1) {
    const digest = createHash('sha256').update(`${seed}|${attempt}`).digest();
    const id = `apt_${(digest.readUInt32BE(0) % 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}
