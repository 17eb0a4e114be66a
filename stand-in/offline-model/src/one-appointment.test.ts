import { describe, expect, it } from 'vitest';
import { findTimeRange } from './natural-dates.ts';
import { oneAppointmentDoubt } from './one-appointment.ts';
import { doubtAbout } from './unread-request.ts';

// Monday 23 November 2026, the day the requests below were first tried.
const monday = { year: 2026, month: 11, day: 23 };

/** Every question back names what it understood and two requests it acts on. */
const ASKS = /so I have not changed anything\. I act on plain requests such as "[^"]+" or "[^"]+"/;

describe('one appointment per request, as the tools book them', () => {
  it.each([
    ['book a meeting every monday at 10am', /not a repeating one/],
    ['book a meeting every day next week at 9am', /not a repeating one/],
    ['book a meeting daily at 9am', /not a repeating one/],
    ['book a gym session weekly on friday at 7pm', /not a repeating one/],
    ['book a meeting on thursday at 10am each week', /not a repeating one/],
    ['move the dentist to every friday at 10am', /not a repeating one/],
    ['book two meetings tomorrow at 3pm', /not several/],
    ['schedule a couple of meetings tomorrow at 4pm', /not several/],
    ['book 3 slots tomorrow at 9am', /not several/],
    ['book a meeting tomorrow before 11am', /"before 11am" is a stretch of time/],
    ['book a meeting tomorrow after 3pm', /"after 3pm" is a stretch of time/],
    ['book a meeting on friday from 3pm onwards', /"onwards" is a stretch of time/],
    ['move the haircut to before noon', /"before noon" is a stretch of time/],
    ['book a meeting tomorrow between 11 and 1pm', /when "between 11 and 1pm" starts and ends/],
    ['book a 30 minute meeting tomorrow between 2 and 4pm', /when "between 2 and 4pm" starts and ends/],
    ['book a meeting sometime between 2 and 4pm tomorrow', /when "between 2 and 4pm" starts and ends/],
    ['book a meeting next week at 10am', /"next week" does not say which day/],
    ['move the haircut to next week at 3pm', /"next week" does not say which day/],
    ['cancel the haircut next week', /"next week" does not say which day/],
    ['book a meeting tonight at 4', /"tonight at 4" names a part of the day the hour is not in/],
    ['book a meeting tomorrow night at 4', /"night at 4" names a part of the day/],
    ['book a meeting tomorrow evening at 4', /"evening at 4" names a part of the day/],
    ['book a meeting tomorrow morning at 4pm', /"morning at 4pm" names a part of the day/],
    ['book a meeting at 9 tomorrow afternoon', /"at 9 tomorrow afternoon" names a part of the day/],
    ["move the dentist to 11am if that's free", /depends on something I cannot know/],
    ['book a meeting tomorrow at 2pm for 0 minutes', /0 minutes is too short/],
    ['book a meeting on thursday at 3pm for 2 minutes', /2 minutes is too short/],
  ])('asks about "%s"', (text, why) => {
    const doubt = doubtAbout(text, monday);
    expect(doubt).toMatch(why);
    expect(doubt).toMatch(ASKS);
  });

  it.each([
    'book a meeting tomorrow between 3pm and 4pm',
    'book a meeting tomorrow between 2 and 3pm',
    'book a meeting tonight at 8',
    'book a meeting tomorrow evening at 7',
    'book a meeting tomorrow afternoon at 3',
    'book a haircut for Tuesday morning at 9',
    'book a meeting on thursday at 3pm for 10 minutes',
    'book 10am tomorrow if it is free',
    'book a meeting with two clients on thursday at 3pm',
  ])('still acts on "%s", which names one appointment', (text) => {
    expect(doubtAbout(text, monday)).toBeNull();
  });

  it('leaves ranges to the rule that cancels several: "cancel everything after 3pm", "delete every appointment"', () => {
    expect(oneAppointmentDoubt('cancel', 'cancel all my appointments after 3 pm')).toBeNull();
    expect(oneAppointmentDoubt('cancel', 'delete every appointment on Wednesday')).toBeNull();
    expect(oneAppointmentDoubt('cancel', 'delete all events for next week')).toBeNull();
  });

  it('reads "ten after three" as a time and "back by 30 minutes" as a shift, not as a stretch of time', () => {
    expect(oneAppointmentDoubt('book', 'book a haircut on Thursday at ten after three')).toBeNull();
    expect(oneAppointmentDoubt('book', 'book a haircut on Thursday at 10 after 3')).toBeNull();
    expect(oneAppointmentDoubt('move', 'push the dentist on Friday back by 30 minutes')).toBeNull();
  });

  it.each([
    ['book a meeting tomorrow between 2 and 3pm', 14, 15],
    ['book a meeting tomorrow between 10 and 11am', 10, 11],
    ['book a call on friday from 10 to 11am', 10, 11],
    ['book a meeting on thursday between 2 and 4pm', 14, 16],
  ])('reads "%s" as one start and end, the am or pm said once for both', (text, start, end) => {
    expect(findTimeRange(text)).toEqual({ start: { hour: start, minute: 0 }, end: { hour: end, minute: 0 } });
  });

  it('leaves out of its echo the words it did not read, so it never shows a misreading', () => {
    expect(doubtAbout('book a meeting tomorrow between 11 and 1pm', monday)).toMatch(
      /^I understood: book "Meeting" on Tuesday, 24 November 2026\. But/,
    );
    expect(doubtAbout('book a meeting next week at 10am', monday)).toMatch(
      /^I understood: book "Meeting" at 10:00\. But/,
    );
    expect(doubtAbout('book a meeting every monday at 10am', monday)).toMatch(
      /^I understood: book "Meeting" at 10:00\. But/,
    );
    expect(doubtAbout('book a meeting sometime next week at 3pm', monday)).toMatch(
      /^I understood: book "Meeting" at 15:00/,
    );
    expect(doubtAbout('book two meetings tomorrow at 3pm', monday)).toMatch(
      /^I understood: book "Meetings" on Tuesday/,
    );
  });
});
