import { describe, expect, it } from 'vitest';
import { findDate, findTime } from './natural-dates.ts';
import { actionOf, frameOf } from './request-frame.ts';
import { findUnreadPart, nextWeekdayReadings } from './unread-part.ts';
import { doubtAbout } from './unread-request.ts';

// Monday 23 November 2026.
const monday = { year: 2026, month: 11, day: 23 };

describe('acting only on a whole reading', () => {
  it.each([
    'cancel the haircut tomorrow',
    'can you cancel my 4pm tomorrow please',
    'I have to cancel the haircut tomorrow',
    'book a haircut tomorrow at 2pm',
    'book 10am tomorrow if it is free',
    'move the haircut tomorrow to 4pm',
    'book a meeting called delete everything tomorrow at 9am',
  ])('acts on "%s"', (text) => {
    expect(doubtAbout(text, monday)).toBeNull();
  });

  it.each([
    ['did I cancel the party?', /already happened/],
    ['maybe cancel the haircut', /undecided/],
    ['I might need to cancel the haircut tomorrow', /undecided/],
    ['I could cancel the haircut tomorrow', /undecided/],
    ['remind me to cancel the haircut', /not reminders/],
    ['if it rains cancel the party', /depends on something/],
    ['tell Alex to cancel our call', /someone else/],
    ["cancel Sam's haircut", /someone else/],
    ['no need to cancel the haircut', /do not want that done/],
    ['cancel the dentist and book a haircut tomorrow at 2pm', /more than one change/],
    ['cancel the haircut tomorrow with the blue scissors', /did not follow "with blue scissors"/],
  ])('asks about "%s", saying what it understood and what it would act on', (text, why) => {
    const reply = doubtAbout(text, monday);
    expect(reply).toMatch(why);
    expect(reply).toMatch(/I act on plain requests such as|Ask for one change at a time/);
  });

  it('reads a title in quotes or after "called" as a title, never as what to do', () => {
    expect(actionOf('book a meeting called delete everything tomorrow at 9am')).toBe('book');
    expect(actionOf('put "delete the dentist" on my calendar for Wednesday at 3pm')).toBe('book');
    expect(actionOf('add an event named clear my calendar on Thursday at 2pm')).toBe('book');
    expect(actionOf('delete everything tomorrow')).toBe('cancel');
    expect(frameOf('book "cancel the gym" tomorrow, don\'t forget')).not.toMatch(/cancel/);
  });
});

describe('dates and times the sentence states', () => {
  const dateOf = (text: string) => {
    const found = findDate(text, monday);
    return found && `${found.date.year}-${found.date.month}-${found.date.day}`;
  };

  it('moves the day by an offset', () => {
    expect(dateOf('dinner a week from today at five')).toBe('2026-11-30');
    expect(dateOf('two weeks from tomorrow')).toBe('2026-12-8');
    expect(dateOf('3 days from now')).toBe('2026-11-26');
    expect(dateOf('a week from Wednesday')).toBe('2026-12-2');
    expect(findUnreadPart('book a checkup two weeks from tomorrow at 10am', monday)).toBeNull();
  });

  it('asks which "next Tuesday" is meant while that Tuesday is still this week', () => {
    expect(findUnreadPart('book a haircut next Tuesday at 11am', monday)).toBe('next tuesday');
    expect(findUnreadPart('book a haircut next Monday at 11am', monday)).toBeNull();
    expect(findUnreadPart('what do I have until the end of December?', monday)).toBe('end of');
    expect(nextWeekdayReadings('what day is next Friday?', monday)?.dates).toEqual([
      { year: 2026, month: 11, day: 27 },
      { year: 2026, month: 12, day: 4 },
    ]);
  });

  it('reads a bare hour by what the title implies', () => {
    expect(findTime('dinner with Jo today at nine')).toEqual({ hour: 21, minute: 0 });
    expect(findTime('drinks with Pat on Friday at 8')).toEqual({ hour: 20, minute: 0 });
    expect(findTime('breakfast with Lee tomorrow at 7')).toEqual({ hour: 7, minute: 0 });
    expect(findTime('a haircut tomorrow at 3')).toEqual({ hour: 15, minute: 0 });
  });
});
