import type { LocalDate } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { askWhat } from './understood.ts';

const MONDAY: LocalDate = { year: 2026, month: 12, day: 7 };

describe('the am/pm question (issue 35)', () => {
  it('suggests the hour with am or pm right after it, whatever word follows', () => {
    const asked = askWhat('book', 'time', 'book a meeting at 8 on friday', MONDAY);
    expect(asked).toContain('"at 8" could be 08:00 or 20:00');
    expect(asked).toContain('"book a meeting at 8am on friday" or "book a meeting at 8pm on friday"');
    expect(askWhat('book', 'time', 'book a run at 6 this friday', MONDAY)).toContain('"book a run at 6am this friday"');
  });

  it('suggests two different sentences when the hour is said in words', () => {
    expect(askWhat('book', 'time', 'book a meeting at eight on friday', MONDAY)).toContain(
      '"book a meeting at 8am on friday" or "book a meeting at 8pm on friday"',
    );
  });
});
