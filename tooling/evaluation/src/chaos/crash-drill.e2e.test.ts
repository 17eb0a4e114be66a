import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Boundary, boundariesOf, type DrillScenario, killAndResume, referenceRun } from './crash-drill.ts';

const dentist = { start: '2026-11-24T10:00', end: '2026-11-24T10:30', title: 'Dentist' };
const haircut = { start: '2026-11-24T14:00', end: '2026-11-24T14:30', title: 'Haircut' };

/** Lists the day, books the new time, cancels the old one (approved): every kind of step, two that change things. */
const MOVE: DrillScenario = { name: 'move', message: 'move my haircut tomorrow to 4pm', before: [dentist, haircut] };

/** The seed for the random part of the choice: TEST_SEED when given, so a failure can be replayed. */
const seed = Number(process.env.TEST_SEED) || Math.floor(Math.random() * 2 ** 31) + 1;

/** Numbers in [0, 1) from a seed (a 32-bit xorshift): the same seed picks the same boundaries. */
function seeded(start: number): () => number {
  let state = start >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

describe('killed with SIGKILL at a step boundary, then resumed', () => {
  it('ends with the calendar of an uninterrupted run: nothing booked twice, nothing lost, each approval once', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'drill-'));
    const reference = await referenceRun(MOVE, parent);
    expect(reference.appointments.map((appointment) => appointment.start)).toEqual([
      '2026-11-24T10:00',
      '2026-11-24T16:00',
    ]);
    // The bounded version: every moment a change has happened and is not yet recorded (just before each tool result
    // is written), the moment an answer is on disk and its turn not yet ended (a paid reply that must not be asked
    // for again), and four more boundaries chosen at random. `npm run chaos` tries every boundary of every scenario.
    const all = boundariesOf(reference.records.length);
    const critical = all.filter(
      ({ when, seq }) =>
        when === 'before' && ['tool-result', 'turn-end'].includes(reference.records[seq - 1]?.type ?? ''),
    );
    const random = seeded(seed);
    const others = all.filter((boundary) => !critical.includes(boundary));
    const picked: Boundary[] = [...critical];
    for (let count = 0; count < 4 && others.length > 0; count++) {
      picked.push(others.splice(Math.floor(random() * others.length), 1)[0]!);
    }
    const failures: string[] = [];
    for (const boundary of picked) {
      const result = await killAndResume(MOVE, boundary, reference, parent);
      if (result.problems.length > 0) failures.push(`${boundary.when} ${boundary.seq}: ${result.problems.join('; ')}`);
    }
    expect(failures, `seed ${seed} (replay with TEST_SEED=${seed})`).toEqual([]);
    expect(picked.length).toBeGreaterThanOrEqual(critical.length + 4);
  });
});
