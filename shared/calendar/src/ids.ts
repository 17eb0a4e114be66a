import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A new appointment id, `apt_` and six random base-36 characters (`apt_x1y2z3`): short enough to read out and type,
 * and not already in `taken`.
 */
export function newAppointmentId(taken: ReadonlySet<string>): string {
  for (;;) {
    let id = 'apt_';
    for (let index = 0; index < 6; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
    if (!taken.has(id)) return id;
  }
}
