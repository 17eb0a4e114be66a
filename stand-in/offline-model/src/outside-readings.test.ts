import { describe, expect, it } from 'vitest';
import { dayMentions } from './date-mentions.ts';
import { findDate, findTime } from './natural-dates.ts';
import { appointment, listed, nextReply, person, ran, toolAction, toolResults } from './planning-fixtures.ts';
import { findTitle } from './titles.ts';
import { findUnreadPart } from './unread-part.ts';
import { doubtAbout } from './unread-request.ts';

// Monday 23 November 2026, the day these sentences were tried from outside.
const monday = { year: 2026, month: 11, day: 23 };
const dateOf = (text: string) => {
  const found = findDate(text, monday);
  return found && `${found.date.year}-${found.date.month}-${found.date.day}`;
};

describe('a day a week on', () => {
  it.each([
    ['cancel the haircut Tuesday week', '2026-12-1'],
    ['cancel the party tomorrow week', '2026-12-1'],
    ['book a haircut on Friday week at 10am', '2026-12-4'],
    ['book a haircut a week today at 10am', '2026-11-30'],
    ['book a dentist a week tomorrow at 9am', '2026-12-1'],
    ['book a haircut a week on Friday', '2026-12-4'],
  ])('"%s" is %s, not the day named', (text, date) => {
    expect(dateOf(text)).toBe(date);
  });

  it('keeps "a week today" out of the title', () => {
    expect(findTitle('book a haircut a week today at 10am')).toBe('Haircut');
    expect(findTitle('book a dentist a week tomorrow at 9am')).toBe('Dentist');
  });
});

describe('more days than one change can have', () => {
  it.each([
    'cancel everything tomorrow or Wednesday',
    'cancel the dentist tomorrow next week',
    'cancel the haircut tomorrow or the day after',
    'book a haircut tomorrow at 1pm next week',
    'book a haircut at 1pm tomorrow or Wednesday',
    'move the dentist tomorrow to Wednesday or Thursday at 9am',
  ])('asks about "%s", naming each day', (text) => {
    expect(doubtAbout(text, monday)).toMatch(/more than one day \("[^"]+", "[^"]+"\)/);
  });

  it.each([
    'book a haircut tomorrow or so at 1pm',
    'book a haircut the week after next at 10am',
    'book a haircut around tomorrow at 1pm',
  ])('asks about "%s"', (text) => {
    expect(doubtAbout(text, monday)).toMatch(/I could not read/);
  });

  it('still acts on one day, a weekday beside its date, and a move from one day to another', () => {
    expect(dayMentions('book a haircut on Tuesday the 1st at 10am')).toHaveLength(1);
    expect(dayMentions('book a meeting on Monday 30 November at 10am')).toHaveLength(1);
    expect(doubtAbout('cancel the haircut Tuesday week', monday)).toBeNull();
    expect(doubtAbout('move the party tomorrow to 3pm Tuesday week', monday)).toBeNull();
  });
});

describe('years said in words', () => {
  it('reads the year after a day and month, and asks about one anywhere else', () => {
    expect(dateOf('cancel the party on 24 November nineteen ninety nine')).toBe('1999-11-24');
    expect(dateOf('book a haircut on 3 December nineteen ninety-nine at 10am')).toBe('1999-12-3');
    expect(dateOf('cancel the dentist on 24 November two thousand and five')).toBe('2005-11-24');
    expect(dateOf('book a haircut on 3 December twenty twenty seven at 10am')).toBe('2027-12-3');
    expect(findUnreadPart('book a haircut in nineteen ninety nine on 3 December at 10am', monday)).toBe(
      'nineteen ninety nine',
    );
  });
});

describe('a day inside a title given outright', () => {
  it.each([
    ['book "Friday review" on Wednesday at 10am', 'Friday review', '2026-11-25'],
    ["book 'Friday drinks' on Wednesday at 3pm", 'Friday drinks', '2026-11-25'],
    ['book "Lunch tomorrow" on Friday at 1pm', 'Lunch tomorrow', '2026-11-27'],
    ['book "Board meeting Monday" on Wednesday at 11am', 'Board meeting Monday', '2026-11-25'],
    ['book a meeting called Monday review on Wednesday at 10am', 'Monday review', '2026-11-25'],
    ['book lunch called "Monday lunch" tomorrow at 1pm', 'Monday lunch', '2026-11-24'],
  ])('"%s" is "%s" on %s', (text, title, date) => {
    expect(findTitle(text)).toBe(title);
    expect(dateOf(text)).toBe(date);
    expect(doubtAbout(text, monday)).toBeNull();
  });

  it('asks which words are the title when a quoted one is not the title read', () => {
    expect(doubtAbout('book a haircut "Friday" on Thursday at 4pm', monday)).toMatch(
      /could not tell which of "haircut" or "friday" is the title/,
    );
    expect(doubtAbout('book a call named Friday wrap-up on Thursday at 4pm', monday)).toBeNull();
  });

  it('reads the time of the request, not the one inside the title', () => {
    const text = 'book a session called "book a haircut tomorrow at 10am" on Thursday at 11am';
    expect(findTime(text)).toEqual({ hour: 11, minute: 0 });
    expect(dateOf(text)).toBe('2026-11-26');
    expect(findTitle(text)).toBe('Book a haircut tomorrow at 10am');
  });
});

describe('a title said only in part', () => {
  it('asks which appointment is meant instead of offering "Team meeting" for "my meeting"', async () => {
    const meeting = appointment('apt_team01', '2026-11-24T11:00', '2026-11-24T12:00', 'Team meeting');
    const tomorrow = { date: '2026-11-24' };
    for (const [said, acts] of [
      ['cancel my meeting tomorrow', false],
      ['cancel the team meeting tomorrow', true],
    ] as const) {
      const request = person(said);
      expect(await nextReply([request])).toEqual(toolAction('listAppointments', tomorrow));
      const reply = await nextReply([
        request,
        toolResults(ran('listAppointments', tomorrow, listed('2026-11-24', [meeting]))),
      ]);
      if (acts) expect(reply).toEqual(toolAction('deleteAppointment', { id: 'apt_team01' }));
      else expect(reply.response).toMatch(/Do you mean .*Team meeting.*Its title is not "meeting"/);
    }
  });
});
