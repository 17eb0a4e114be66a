import { createHash } from 'node:crypto';

/**
 * A new appointment id, `apt_` and six base-36 characters (`apt_x1y2z3`): short enough to read out and type, and not
 * already in `taken`. It is derived from `seed` (the booking's start and the time it was made) and from `idsIssued`,
 * the count of ids the calendar has ever handed out, which only grows: with a pinned clock, transcripts and tests are
 * reproducible, and still an id cancelled and booked again at the same start is a new one. Returns the count to
 * store next.
 */
export function newAppointmentId(
  taken: ReadonlySet<string>,
  seed: string,
  idsIssued = 0,
): { readonly id: string; readonly idsIssued: number } {
  for (let attempt = idsIssued; ; attempt += 1) {
    const digest = createHash('sha256').update(`${seed}|${attempt}`).digest();
    const id = `apt_${(digest.readUInt32BE(0) % 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.has(id)) return { id, idsIssued: attempt + 1 };
  }
}
