import { describe, expect, it } from 'vitest';
import { withShorthandWrittenOut } from './shorthand.ts';
import { correctedDayName, slipBeforeADay } from './spelling.ts';

describe('a misspelt weekday or month', () => {
  it.each([
    ['wendsday', 'wednesday'],
    ['wednseday', 'wednesday'],
    ['thrusday', 'thursday'],
    ['tuesdy', 'tuesday'],
    ['fridy', 'friday'],
    ['Satruday', 'saturday'],
    ['novmber', 'november'],
    ['decmber', 'december'],
  ])('reads "%s" as %s, the one name it is close to', (typed, name) => {
    expect(correctedDayName(typed)).toBe(name);
  });

  it.each(['munday', 'sundae', 'friend', 'fridays', 'monday', 'today', 'match', 'tuesdays', 'meeting', 'sunny'])(
    'leaves "%s" as typed: a name, a word, or close to two names',
    (typed) => {
      expect(correctedDayName(typed)).toBeNull();
    },
  );

  it('is written out with the shorthand, outside quoted titles', () => {
    expect(withShorthandWrittenOut('book physio nxt thrusday')).toBe('book physio next thursday');
    expect(withShorthandWrittenOut('book "wendsday club" on wendsday')).toBe('book "wendsday club" on wednesday');
    expect(withShorthandWrittenOut('scrap the mtg today')).toBe('scrap the meeting today');
    expect(withShorthandWrittenOut("what've I got left")).toBe('what have I got left');
    expect(withShorthandWrittenOut('cancel the dr on tuesday')).toBe('cancel the doctor on tuesday');
    // Before a name, "Dr" is the name's; in quotes, the person's own words.
    expect(withShorthandWrittenOut('my dentist is Dr Patel')).toBe('my dentist is Dr Patel');
    expect(withShorthandWrittenOut('book "dr appt prep" tmrw')).toBe('book "dr appt prep" tomorrow');
  });
});

describe('a slip for "next", "this", "last" or "before" before a day', () => {
  it.each([
    ['book a massage neext friday at 3pm', 'neext friday'],
    ['book a massage nexy week on friday', 'nexy week'],
    ['book physio mext tuesday at 11am', 'mext tuesday'],
    ['book yoga thsi friday at 9am', 'thsi friday'],
    ['book physio bfore friday at 11', 'bfore friday'],
    ['book physio lst friday of the month at 11', 'lst friday'],
    ['book physio nxet wk and gym tmrw at 6pm', 'nxet wk'],
  ])('is found in "%s"', (text, slip) => {
    expect(slipBeforeADay(text)).toBe(slip);
  });

  it.each([
    'book a massage next friday at 3pm',
    'text friday about the party',
    'book the nest friday at 3pm',
    'book yoga this friday at 9am',
    'book a fast friday at noon',
  ])('is not found in "%s"', (text) => {
    expect(slipBeforeADay(text)).toBeNull();
  });
});
