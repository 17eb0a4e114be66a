import { describe, expect, it } from 'vitest';
import { exited, onLines, runChild, startChild } from './test-fixtures/children.ts';
import { replayWith, seededRandom, testSeed } from './test-fixtures/seeded-random.ts';
import { leftoversBeside, temporaryCalendar } from './test-fixtures/setup.ts';

/** Each child's printed result for one start. */
interface ChildResult {
  readonly ok: boolean;
  readonly id?: string;
  readonly reason?: string;
  readonly start: string;
}

/** Starts one `book-child` per list of starts, waits until all are ready, then lets them loose together. */
async function bookAtOnce(file: string, startsPerChild: readonly string[][]): Promise<ChildResult[]> {
  const children = startsPerChild.map((starts) => startChild('book-child.ts', [file, ...starts]));
  const results: ChildResult[] = [];
  const ready = children.map(
    (child) =>
      new Promise<void>((resolve) =>
        onLines(child, (line) => (line === 'ready' ? resolve() : results.push(JSON.parse(line)))),
      ),
  );
  const endings = children.map(exited);
  await Promise.race([Promise.all(ready), Promise.all(endings)]);
  for (const child of children) child.stdin?.end('go\n');
  for (const { code, stderr } of await Promise.all(endings)) expect(code, stderr).toBe(0);
  return results;
}

describe('several processes sharing one calendar file', () => {
  it('a child process reads what the parent wrote, and the parent reads what a child wrote', async () => {
    const calendar = await temporaryCalendar();
    const mine = await calendar.book({ start: '2026-11-23T10:00', title: 'Dentist' });
    const [listed] = await runChild('list-child.ts', [calendar.file, '2026-11-23']);
    expect(JSON.parse(listed!)).toEqual({
      ok: true,
      from: '2026-11-23',
      to: '2026-11-23',
      appointments: [mine.ok && mine.appointment],
    });
    const [, booked] = await runChild('book-child.ts', [calendar.file, '2026-11-23T11:00']);
    const { id } = JSON.parse(booked!) as ChildResult;
    expect(await calendar.get(id!)).toMatchObject({ start: '2026-11-23T11:00', end: '2026-11-23T11:30' });
  });

  it('six processes booking different slots at the same moment: every booking is kept', async () => {
    const calendar = await temporaryCalendar();
    const startsPerChild = Array.from({ length: 6 }, (_, child) =>
      [0, 1].map((slot) => `2026-11-23T${String(9 + child).padStart(2, '0')}:${slot === 0 ? '00' : '30'}`),
    );
    const results = await bookAtOnce(calendar.file, startsPerChild);
    expect(results.filter((result) => result.ok)).toHaveLength(12);
    const listed = await calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.start)).toEqual(startsPerChild.flat());
  });

  it('four processes booking the same slot at the same moment: exactly one succeeds', async () => {
    const calendar = await temporaryCalendar();
    const results = await bookAtOnce(
      calendar.file,
      Array.from({ length: 4 }, () => ['2026-11-23T10:00']),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => result.reason === 'busy')).toHaveLength(3);
    const listed = await calendar.list({ from: '2026-11-23' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.id)).toEqual([
      results.find((result) => result.ok)?.id,
    ]);
  });

  it('a writer killed with SIGKILL mid-booking never leaves an unreadable file or loses a confirmed booking', async () => {
    const calendar = await temporaryCalendar();
    const seed = testSeed();
    const random = seededRandom(seed);
    const confirmed: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const child = startChild('book-forever-child.ts', [calendar.file, `2027-01-0${round + 1}T00:00`]);
      const ending = exited(child);
      let doomed = false;
      onLines(child, (line) => {
        if (!line.startsWith('booked ')) return;
        confirmed.push(line.slice('booked '.length));
        if (doomed) return;
        doomed = true;
        // Kill it at a random moment while it books: holding the lock, writing, renaming, or in between.
        setTimeout(() => child.kill('SIGKILL'), random() * 30);
      });
      const { signal, stderr } = await ending;
      expect(signal, `The child should have been killed, but it ended by itself:\n${stderr}`).toBe('SIGKILL');
      const listed = await calendar.list({ from: '2027-01-01', to: '2027-01-31' });
      const stored = listed.ok ? listed.appointments.map((appointment) => appointment.id) : [];
      expect(stored, replayWith(seed)).toEqual(expect.arrayContaining(confirmed));
    }
    // The killed writers' lock and temporary files are cleaned up by the next booking.
    expect((await calendar.book({ start: '2026-11-23T10:00' })).ok).toBe(true);
    expect(await leftoversBeside(calendar.file)).toEqual([]);
  });
});
