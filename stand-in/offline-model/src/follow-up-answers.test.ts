import { describe, expect, it } from 'vitest';
import { assistant, nextReply, person, toolAction } from './planning-fixtures.ts';

const asked = (text: string) => assistant({ action: 'answer', response: text });

describe('a bare answer to its own question', () => {
  it('completes the booking it asked about: "book a dentist" … "March 5th at 10am."', async () => {
    const history = [person('book a dentist'), asked('What day and time?'), person('March 5th at 10am.')];
    expect(await nextReply(history)).toEqual(toolAction('checkAvailability', { start: '2027-03-05T10:00' }));
  });

  it('asks for what is still missing, echoing the whole booking, and takes the time on the next turn', async () => {
    const dated = [person('book a dentist'), asked('What day and time?'), person('March 5th.')];
    expect(await nextReply(dated)).toMatchObject({
      response: expect.stringMatching(/book "Dentist" on Friday, 5 March 2027\. What time\?/),
    });
    const timed = [...dated, asked('What time?'), person('10am')];
    expect(await nextReply(timed)).toEqual(toolAction('checkAvailability', { start: '2027-03-05T10:00' }));
  });

  it('never takes a second day or time as an answer, and reads a hedge, a question mark or trailing dots in the first request again', async () => {
    const twoDays = [person('book a dentist tomorrow'), asked('What time?'), person('Friday at 2pm')];
    expect(await nextReply(twoDays)).not.toMatchObject({ action: 'tool' });
    const hedged = [person('maybe book a dentist'), asked('Undecided?'), person('tomorrow at 9am')];
    expect(await nextReply(hedged)).toMatchObject({ response: expect.stringMatching(/undecided/) });
    const questioned = [person('book a dentist?'), asked('A question?'), person('tomorrow at 9am')];
    expect(await nextReply(questioned)).toMatchObject({ response: expect.stringMatching(/reads as a question/) });
    const trailing = [person('book a dentist...'), asked('Trails off?'), person('tomorrow at 9am')];
    expect(await nextReply(trailing)).toMatchObject({ response: expect.stringMatching(/trails off/) });
  });
});

describe('a sentence about what already happened', () => {
  it.each([
    [
      'I cancelled the haircut yesterday',
      /cancel "haircut" on Sunday, 22 November 2026\. But that reads as something that already happened/,
    ],
    ['I moved the team meeting to Wednesday', /move "team meeting" to Wednesday, 25 November 2026\. But/],
    ['had I cancelled the haircut?', /cancel "haircut"\. But/],
  ])('echoes "%s" and changes nothing', async (text, echo) => {
    expect(await nextReply([person(text)])).toMatchObject({ action: 'answer', response: expect.stringMatching(echo) });
  });

  it('still lists "what have I booked tomorrow?"', async () => {
    expect(await nextReply([person('what have I booked tomorrow?')])).toEqual(
      toolAction('listAppointments', { date: '2026-11-24' }),
    );
  });
});

describe('what it echoes when it asks', () => {
  it.each([
    ['remind me to book a dentist tomorrow at 10am', 'book "Dentist" on Tuesday, 24 November 2026 at 10:00'],
    ['set a reminder to book a dentist', 'book "Dentist"'],
    ['book a dentist if it rains', 'book "Dentist"'],
    ['maybe move the haircut to 5pm', 'move "haircut" to 17:00'],
    [
      'maybe move my 4pm tomorrow to Friday at 5pm',
      'move an appointment on Tuesday, 24 November 2026 at 16:00 to Friday, 27 November 2026 at 17:00',
    ],
  ])('"%s" → I understood: %s', async (text, echo) => {
    const reply = await nextReply([person(text)]);
    expect(reply).toMatchObject({ response: expect.stringContaining(`I understood: ${echo}.`) });
  });
});
