import { describe, expect, it } from 'vitest';
import { completedBooking } from './bare-answer.ts';
import { appointment, listed, nextReply, person, ran, toolResults } from './planning-fixtures.ts';
import { withShorthandWrittenOut } from './shorthand.ts';
import { findTime } from './times.ts';
import { findSubject } from './titles.ts';
import { unclearSubject } from './unclear-subject.ts';
import { askWhat } from './understood.ts';
import { doubtAbout } from './unread-request.ts';

const monday = { year: 2026, month: 11, day: 23 };

// The fourth outside try's calendar (Monday 23 November 2026): one half-hour appointment on each weekday.
const dentist = appointment('apt_dent01', '2026-11-24T10:00', '2026-11-24T10:30', 'Dentist');
const haircut = appointment('apt_hair01', '2026-11-24T14:00', '2026-11-24T14:30', 'Haircut');
const party = appointment('apt_part01', '2026-11-27T15:00', '2026-11-27T15:30', 'Party');
const week = 'from Monday, 23 November 2026 to Sunday, 6 December 2026';

describe('a subject with words no title accounts for', () => {
  it('asks, naming what it might mean and two requests it acts on, instead of saying nothing matches', () => {
    const typo = unclearSubject('cancel', 'teh party', week, [dentist, haircut, party]);
    expect(typo).toMatch(/^I understood: cancel "teh party" from Monday.*I have not changed anything\./);
    expect(typo).toContain('Do you mean Fri 27 Nov 15:00–15:30 Party (apt_part01)?');
    expect(typo).toContain('such as "cancel the party on 27 November" or "cancel apt_part01".');
    expect(unclearSubject('cancel', 'dentist and haircut', week, [dentist, haircut, party])).toContain(
      'Do you mean Tue 24 Nov 10:00–10:30 Dentist (apt_dent01) or Tue 24 Nov 14:00–14:30 Haircut (apt_hair01)?',
    );
    const placed = unclearSubject('cancel', 'last thing', 'on Friday, 27 November 2026', [party]);
    expect(placed).toContain('You have: Fri 27 Nov 15:00–15:30 Party (apt_part01).');
    expect(unclearSubject('move', 'last thing', 'on Friday', [party])).toContain('"move apt_part01 to 4pm"');
    expect(placed).not.toMatch(/found no/);
  });

  it('asks about a shortened title ("hrct" for "Haircut") rather than saying nothing matches', () => {
    expect(unclearSubject('cancel', 'hrct', week, [dentist, haircut, party])).toContain(
      'Do you mean Tue 24 Nov 14:00–14:30 Haircut (apt_hair01)?',
    );
  });

  it('still says "I found no …" when that is true: a title nothing is called, or one found only at another time', () => {
    expect(unclearSubject('cancel', 'gym', week, [dentist, haircut, party])).toBeNull();
    expect(unclearSubject('cancel', 'party', 'at 14:00 on Friday', [party])).toBeNull();
  });

  it.each([
    ['cancel the dentist appt', 'dentist'],
    ['ok cancel the party then', 'party'],
    ['cancel the haircut pls', 'haircut'],
    ['cancel pls', null],
  ])(
    'reads "%s" as naming %s: a shortened "appointment" and a "then" or "pls" at the end name nothing',
    (text, subject) => {
      expect(findSubject(text)).toBe(subject);
    },
  );

  it('cancels "both" of a day\'s appointments only when the day has two, and asks otherwise', async () => {
    const request = person('cancel both tuesday appointments');
    const tuesday = { date: '2026-11-24' };
    const two = toolResults(ran('listAppointments', tuesday, listed('2026-11-24', [dentist, haircut])));
    expect(await nextReply([request, two])).toEqual({
      action: 'tools',
      calls: [
        { tool: 'deleteAppointment', parameters: { id: 'apt_dent01' } },
        { tool: 'deleteAppointment', parameters: { id: 'apt_hair01' } },
      ],
    });
    const extra = appointment('apt_tea001', '2026-11-24T16:00', '2026-11-24T16:30', 'Tea');
    const three = toolResults(ran('listAppointments', tuesday, listed('2026-11-24', [dentist, haircut, extra])));
    const asked = await nextReply([request, three]);
    expect(asked.action).toBe('answer');
    expect(String(asked.response)).toMatch(
      /^I understood: cancel two appointments on Tuesday, 24 November 2026\. You have 3/,
    );
  });
});

describe('a bare 6 or 7', () => {
  it.each(['book gym friday at 6', 'book a run tomorrow at 7', 'book gym friday at 6:30'])(
    'reads no time from "%s": morning and evening are both likely, so it asks',
    (text) => {
      expect(findTime(text)).toBeNull();
    },
  );

  it('asks which, with the two readings and the sentence with each half of the day added', () => {
    expect(askWhat('book', 'time', 'book gym friday at 6', monday)).toBe(
      'I understood: book "Gym" on Friday, 27 November 2026. "at 6" could be 06:00 or 18:00: which do you mean? ' +
        'For example: "book gym friday at 6am" or "book gym friday at 6pm".',
    );
    expect(askWhat('book', 'time', 'book a run tomorrow at 7:30', monday)).toContain('07:30 or 19:30');
  });

  it.each([
    ['book gym friday at 6 in the evening', 18],
    ['book dinner tomorrow at 7', 19],
    ['book breakfast friday at 7', 7],
    ['book tea at 4 tomorrow', 16],
    ['book gym friday at 6pm', 18],
  ])('still reads "%s": a word says which half of the day, or the hour has one likely reading', (text, hour) => {
    expect(findTime(text)?.hour).toBe(hour);
  });
});

describe('echoes that say what was read, and nothing else', () => {
  it('writes out shorthand with one reading, and leaves a quoted title as typed', () => {
    expect(withShorthandWrittenOut('book meeting tmrw at 2')).toBe('book meeting tomorrow at 2');
    expect(withShorthandWrittenOut('cancle teh haircut')).toBe('cancel the haircut');
    expect(withShorthandWrittenOut('resched haircut to 4')).toBe('reschedule haircut to 4');
    expect(withShorthandWrittenOut('book "tmrw sync" on weds')).toBe('book "tmrw sync" on wednesday');
  });

  it('reads "my 11 o\'clock" as 11:00, so it asks which day rather than cancel "o\'clock"', () => {
    expect(findTime("cancel my 11 o'clock")).toEqual({ hour: 11, minute: 0 });
    expect(findSubject("cancel my 11 o'clock")).toBeNull();
  });

  it('keeps the words after an unread stretch of time out of the title', () => {
    expect(doubtAbout('book a call before lunch with sam', monday)).toMatch(/^I understood: book "Call"\. But/);
  });

  it('echoes no day when the day depends on which words are the title', () => {
    const echo = doubtAbout('add an event named move haircut to friday on wednesday at 5pm', monday);
    expect(echo).toMatch(/^I understood: book "[^"]+" at 17:00\. But I could not tell which/);
    expect(echo).not.toMatch(/Friday, 27 November|Wednesday, 25 November/);
  });

  it('says a day it read is past instead of asking only for the time', () => {
    expect(askWhat('book', 'time', 'book lunch on the 8th of this month', monday)).toMatch(
      /^I understood: book "Lunch" on Sunday, 8 November 2026, which is past\. Which day do you mean\?/,
    );
    expect(askWhat('book', 'time', 'book lunch on the 28th of this month', monday)).toMatch(/What time\?/);
  });
});

describe("an answer to a move's own question", () => {
  it('completes the move with the new time or day it lacked', () => {
    expect(completedBooking('move the haircut to wednesday', '3pm', monday)).toBe('move the haircut to wednesday 3pm');
    expect(completedBooking('reschedule the haircut', 'wednesday at 3pm', monday)).toBe(
      'reschedule the haircut to wednesday at 3pm',
    );
  });

  it('takes nothing the move already had, and no new request', () => {
    expect(completedBooking('move the haircut to wednesday', 'tomorrow', monday)).toBeNull();
    expect(completedBooking('move the haircut to 3pm', '4pm', monday)).toBeNull();
    expect(completedBooking('move the haircut to wednesday', 'cancel the dentist', monday)).toBeNull();
  });
});

describe('a request it cannot act on', () => {
  it('says what it did read, and never a day it could not read for sure', async () => {
    const checkup = await nextReply([person('i need a dentist checkup next friday at half past two')]);
    expect(checkup.response).toMatch(/I read at 14:30 in it, but not what to do then\. I could not read "next friday"/);
    const forward = await nextReply([person('bring the dentist forward to 9am')]);
    expect(forward.response).toMatch(/I read at 09:00 in it/);
    const undo = await nextReply([person('nvm')]);
    expect(undo.response).toMatch(/I read no request to book, cancel, move or list in it, and no day or time\./);
  });

  it('does not answer a question about free time with the date', async () => {
    const earliest = await nextReply([person("what's the earliest i can get a massage tomorrow")]);
    expect(earliest.response).toMatch(/I read Tuesday, 24 November 2026 in it/);
    expect((await nextReply([person('what is the date tomorrow?')])).response).toBe(
      'Tomorrow is Tuesday, 24 November 2026.',
    );
  });
});

describe('two changes in one request', () => {
  it('names the words it read as changes, so a title that sounds like one can be put in quotes', () => {
    expect(doubtAbout('add event: clear the garage, saturday 9am', monday)).toMatch(
      /^I read more than one change in that \("clear" and "add"\), so I have not changed anything\./,
    );
    expect(doubtAbout('book "clear the garage" on saturday at 9am', monday)).toBeNull();
  });
});

describe('a question about when a named appointment is', () => {
  // The past year and six years ahead: the calendar books nothing more than five years ahead.
  const searched = { date: '2025-11-23', endDate: '2032-11-27' };
  const results = toolResults(ran('listAppointments', searched, listed('2025-11-23', [dentist, haircut, party])));

  it('lists the past year and the whole calendar ahead, and names the appointment whose title fits', async () => {
    const request = person('when is my dentist appointment');
    expect(await nextReply([request])).toEqual({ action: 'tool', tool: 'listAppointments', parameters: searched });
    expect((await nextReply([request, results])).response).toBe(
      'Your dentist: Tue 24 Nov 10:00–10:30 Dentist (apt_dent01).',
    );
    expect((await nextReply([person('is the party still on?'), results])).response).toMatch(/^Your party: Fri 27 Nov/);
  });

  it('finds one beyond the coming fortnight, names a past one as past, and says plainly when there is none', async () => {
    const budget = appointment('apt_budg01', '2026-12-16T10:00', '2026-12-16T11:00', 'Budget meeting');
    const flu = appointment('apt_flu001', '2026-11-19T09:00', '2026-11-19T09:15', 'Flu jab');
    const whole = toolResults(ran('listAppointments', searched, listed('2025-11-23', [flu, dentist, budget])));
    expect((await nextReply([person('which day is my budget meeting'), whole])).response).toBe(
      'Your budget meeting: Wed 16 Dec 10:00–11:00 Budget meeting (apt_budg01).',
    );
    expect((await nextReply([person("what day's my flu jab"), whole])).response).toBe(
      'Your flu jab was Thu 19 Nov 09:00–09:15 Flu jab (apt_flu001): that is past, and none is ahead.',
    );
    expect((await nextReply([person('when is my tax return?'), whole])).response).toMatch(
      /^I found no "tax return" in your calendar, from Sunday, 23 November 2025 on\./,
    );
  });

  it('offers a near title rather than say nothing is booked, and leaves a question with a day to others', async () => {
    const near = await nextReply([person('when is my dentist checkup'), results]);
    expect(near.response).toMatch(/^Do you mean Tue 24 Nov 10:00–10:30 Dentist \(apt_dent01\)\? Its title is not/);
    expect(await nextReply([person('when is the party tomorrow?')])).not.toMatchObject({ tool: 'listAppointments' });
  });
});
