import { describe, expect, it } from 'vitest';
import { passedDay, passedThisMonth, passedThisYear, passedThisYearQuestion } from './explicit-dates.ts';
import { person, ran, toolResults } from './planning-fixtures.ts';
import { readTurn } from './planning-turn.ts';
import { smallTalk } from './small-talk.ts';
import { findTime } from './times.ts';
import { findUnreadPart } from './unread-part.ts';
import { doubtAbout } from './unread-request.ts';
import { withYearsShown } from './years-shown.ts';

// Monday 23 November 2026, the fixtures' day.
const monday = { year: 2026, month: 11, day: 23 };
const mondayMorning = { ...monday, hour: 9, minute: 30 };

describe('a day said without a year that has passed this year', () => {
  it('is asked about when it went not long ago, with the year it would otherwise be', () => {
    const passed = passedThisYear('book dentist 3 november at 10am', monday);
    expect(passed && passedThisYearQuestion(passed)).toBe(
      '3 November has passed this year, so I have not done anything. Did you mean Wednesday, 3 November 2027? If so, say "3 November 2027".',
    );
    expect(findUnreadPart('book dentist 3 november at 10am', monday)).not.toBeNull();
  });

  it('is read as next year when next year is near ("5 January" in November), and never when a year is said', () => {
    expect(passedThisYear('book a dentist on 5 january at 10am', monday)).toBeNull();
    expect(passedThisYear('book dentist 3 november 2027 at 10am', monday)).toBeNull();
    expect(passedThisYear('book dentist 30 november at 10am', monday)).toBeNull();
  });
});

describe('a bare day number that has passed this month', () => {
  it("is asked about when it went not long ago, offering next month's as a question, never stating it", () => {
    expect(passedDay('book a haircut on the 20th at 10am', monday)?.question).toBe(
      'The 20th has passed this month, so I have not done anything. Did you mean Sunday, 20 December 2026? If so, say "20 December".',
    );
    expect(findUnreadPart('move the haircut to the 19th at 3pm', monday)).toBe('the 19th');
  });

  it('is read as this month while still ahead, as next month when that is near, and as said with "of next month"', () => {
    expect(passedThisMonth('book a haircut on the 29th at 10am', monday)).toBeNull();
    expect(passedThisMonth('book a haircut on the 3rd at 10am', monday)).toBeNull();
    expect(passedThisMonth('book lunch on the 20th of next month at 1pm', monday)).toBeNull();
    expect(findUnreadPart('book a haircut on the 3rd at 10am', monday)).toBeNull();
  });
});

describe('the year of a day in another year', () => {
  it("is written into the short day of a time in this turn's results", () => {
    const records = [
      { tool: 'scheduleAppointment', parameters: { start: '2027-01-05T10:00' }, ok: true, declined: false },
    ];
    expect(withYearsShown('Booked Tue 5 Jan 10:00–10:30 Dentist.', monday, records)).toBe(
      'Booked Tue 5 Jan 2027 10:00–10:30 Dentist.',
    );
    expect(withYearsShown('Booked Tue 24 Nov 10:00–10:30 Dentist.', monday, [])).toBe(
      'Booked Tue 24 Nov 10:00–10:30 Dentist.',
    );
  });
});

describe('"half 2"', () => {
  it('is half past two only when the half of the day is said', () => {
    expect(findTime('book a haircut on thursday at half 2pm')).toEqual({ hour: 14, minute: 30 });
    expect(findTime('book a haircut on thursday afternoon at half 2')).toEqual({ hour: 14, minute: 30 });
    expect(findTime('book a haircut on thursday at half 2')).toBeNull();
    expect(findUnreadPart('book a haircut on thursday at half 2', monday)).toBe('half 2');
  });
});

describe('small talk', () => {
  const reply = (text: string) => smallTalk.reply({ text } as Parameters<typeof smallTalk.reply>[0]);

  it('answers thanks and acknowledgements briefly, and leaves anything more to the other intents', () => {
    expect(reply('thx')).toMatchObject({ response: "You're welcome. Anything else I can do?" });
    expect(reply('ok cool')).toMatchObject({ response: 'OK. Anything else I can do?' });
    expect(reply('great, thanks!')).toMatchObject({ response: "You're welcome. Anything else I can do?" });
    expect(reply('ok cancel it')).toBeNull();
  });
});

describe('the answer to "Which one?"', () => {
  const dentists = {
    ok: true,
    appointments: [
      { id: 'apt_aaaaaa', start: '2026-11-24T14:00', end: '2026-11-24T14:30', title: 'Dentist' },
      { id: 'apt_bbbbbb', start: '2026-11-27T09:00', end: '2026-11-27T09:30', title: 'Dentist' },
    ],
  };
  const after = (answer: string) =>
    readTurn(
      [
        person('cancel the dentist'),
        toolResults(ran('listAppointments', { date: '2026-11-23', endDate: '2026-12-06' }, dentists)),
        person(answer),
      ],
      mondayMorning,
    )?.request;

  it('picks the one it names by time, order or day, as a cancel by id', () => {
    expect(after('the 2pm one')).toBe('cancel apt_aaaaaa');
    expect(after('the second')).toBe('cancel apt_bbbbbb');
    expect(after('the one on friday')).toBe('cancel apt_bbbbbb');
  });

  it('is left as said when it names none of them, or more than the choice', () => {
    expect(after('the 5pm one')).toBe('the 5pm one');
    expect(after('both')).toBe('both');
    expect(after('the one with the blue chair')).toBe('the one with the blue chair');
  });
});

describe('a word it did not follow beside a day', () => {
  it('never echoes the day it would otherwise have read ("nxet friday" is not said to be 27 November)', () => {
    const doubt = doubtAbout('book physio nxet friday at 11am', monday);
    expect(doubt).toContain('"nxet"');
    expect(doubt).toContain('I understood: book "Physio" at 11:00.');
    expect(doubt).not.toContain('27 November');
  });
});
