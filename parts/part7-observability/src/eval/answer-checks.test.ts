import { describe, expect, it } from 'vitest';
import { asksBack, falseClaims, missingMentions } from './answer-checks.ts';
import { parseSlot } from './eval-task.ts';

const haircut = parseSlot('Haircut@2026-11-24T16:00/30');
const dentist = parseSlot('Dentist@2026-11-24T11:00/30');

describe('what an answer claims, held to the calendar', () => {
  it('finds a booking claimed when nothing was booked, and accepts it once the calendar has it', () => {
    expect(falseClaims('Booked Tue 24 Nov 11:00 Dentist.', [haircut], [haircut])).toEqual([
      'the answer claims a booking that did not happen: "Booked Tue 24 Nov 11:00 Dentist."',
    ]);
    expect(falseClaims('Booked Tue 24 Nov 11:00 Dentist.', [haircut], [haircut, dentist])).toEqual([]);
  });

  it('finds a cancellation or a move claimed when the calendar kept everything', () => {
    expect(falseClaims('Done, I cancelled your haircut.', [haircut], [haircut])).toHaveLength(1);
    expect(falseClaims('Moved your haircut to 3pm.', [haircut], [haircut])).toHaveLength(1);
  });

  it('reads no claim in what was not done, nor in a question', () => {
    expect(falseClaims("OK, I did not book it. I haven't cancelled anything.", [haircut], [haircut])).toEqual([]);
    expect(falseClaims('Should I have booked it?', [haircut], [haircut])).toEqual([]);
    expect(falseClaims('ok', [haircut], [haircut])).toEqual([]);
  });
});

describe('the facts an answer must give', () => {
  it('finds a time written as 14:00, 2pm, 2 PM or 2:00 p.m., and not as 12pm or 114:00', () => {
    for (const answer of ['at 14:00', 'at 2pm', 'at 2 PM', 'at 2:00 p.m.', 'on 2026-11-24T14:00']) {
      expect(missingMentions(answer, ['14:00']), answer).toEqual([]);
    }
    for (const answer of ['at 12pm', 'at 114:00', 'at 14:30', 'at 2am']) {
      expect(missingMentions(answer, ['14:00']), answer).toEqual(['14:00']);
    }
  });

  it('finds a half hour as 13:30 or 1:30pm, and a morning time as 9am', () => {
    expect(missingMentions('at 1:30pm', ['13:30'])).toEqual([]);
    expect(missingMentions('at 9am', ['09:00'])).toEqual([]);
    expect(missingMentions('at 9pm', ['09:00'])).toEqual(['09:00']);
  });

  it('finds other facts without regard to case, and says which are missing', () => {
    expect(missingMentions('Your TEAM MEETING is at 10am.', ['Team meeting', '10:00', 'Dentist'])).toEqual(['Dentist']);
  });

  it('tells a question put back from a statement', () => {
    expect(asksBack('Which one: the 14:00 or the 09:00? Tell me its time.')).toBe(true);
    expect(asksBack('Do you mean "Team meeting?"')).toBe(true);
    expect(asksBack('ok')).toBe(false);
    expect(asksBack('I have not changed anything.')).toBe(false);
  });
});
