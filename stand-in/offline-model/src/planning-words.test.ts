import { describe, expect, it } from 'vitest';
import { findDays, findStarts, splitMove } from './planning-words.ts';
import { findSubject, titleMatches } from './titles.ts';

// Monday 23 November 2026.
const today = { year: 2026, month: 11, day: 23 };

describe('planning words', () => {
  it.each([
    ['is 10am or 2pm tomorrow free?', ['2026-11-24T10:00', '2026-11-24T14:00']],
    ['is 10am tomorrow or 3pm on Friday free?', ['2026-11-24T10:00', '2026-11-27T15:00']],
    ['is tomorrow at 10am free?', ['2026-11-24T10:00']],
    ['is tomorrow free?', []],
  ])('findStarts: %s', (text, starts) => {
    expect(findStarts(text, today)).toEqual(starts);
  });

  it.each([
    ['what do I have tomorrow and on Friday?', [{ date: '2026-11-24' }, { date: '2026-11-27' }]],
    ['show my appointments next week', [{ date: '2026-11-30', endDate: '2026-12-06' }]],
    ['what do I have from Tuesday to Friday?', [{ date: '2026-11-24', endDate: '2026-11-27' }]],
    ["what's on my calendar?", [{ date: '2026-11-23' }]],
  ])('findDays: %s', (text, days) => {
    expect(findDays(text, today)).toEqual(days);
  });

  it.each([
    ['cancel my haircut tomorrow', 'haircut'],
    ['move the dentist appointment on Friday to 11am', 'dentist'],
    ['reschedule my call with Sam to 4pm', 'call with Sam'],
    ['cancel my 10am tomorrow', null],
    ['cancel it', null],
  ])('findSubject: %s', (text, subject) => {
    expect(findSubject(text)).toBe(subject);
  });

  it('splits a move at its last "to"', () => {
    expect(splitMove('move my haircut tomorrow to 4pm', today)).toEqual({
      from: 'move my haircut tomorrow ',
      to: ' 4pm',
    });
    expect(splitMove('move my haircut', today)).toBeNull();
  });

  it('matches titles by whole words, ignoring case', () => {
    expect(titleMatches('haircut', 'Haircut')).toBe(true);
    expect(titleMatches('call with sam', 'Call with Sam')).toBe(true);
    expect(titleMatches('hair', 'Haircut')).toBe(false);
    expect(titleMatches('haircut', undefined)).toBe(false);
  });
});
