import type { LocalDate } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { dayMentions } from './date-mentions.ts';
import { findDate } from './natural-dates.ts';
import { withShorthandWrittenOut } from './shorthand.ts';

const MONDAY: LocalDate = { year: 2026, month: 12, day: 7 };
const NEXT_TUESDAY: LocalDate = { year: 2026, month: 12, day: 15 };

describe('a weekday of next week (issue 35)', () => {
  it('reads "next week Tuesday" and "Tuesday next week" as next week\'s Tuesday, not tomorrow', () => {
    for (const said of ['dentist next week tuesday 10am', 'dentist tuesday next week', 'dentist next week on tues']) {
      expect(findDate(said, MONDAY)?.date, said).toEqual(NEXT_TUESDAY);
    }
    expect(findDate('dentist sunday of next week', MONDAY)?.date).toEqual({ year: 2026, month: 12, day: 20 });
  });

  it('reads "wk" as "week"', () => {
    expect(findDate(withShorthandWrittenOut('dentist next wk tues 10am'), MONDAY)?.date).toEqual(NEXT_TUESDAY);
  });

  it('counts "next week Tuesday" as one day named, and asks when another is beside it', () => {
    expect(dayMentions('book physio next week tuesday at 10am')).toEqual(['next week tuesday']);
    expect(dayMentions('book physio thurs next week at 3pm')).toEqual(['thurs next week']);
    expect(dayMentions('book physio tomorrow next week tuesday')).toEqual(['tomorrow', 'next week tuesday']);
  });
});
