import { describe, expect, it } from 'vitest';
import { c, q, type Slot } from './corpus-case.ts';
import { judge } from './judge.ts';

const before: readonly Slot[] = [
  { title: 'Dentist', start: '2026-11-24T14:00', end: '2026-11-24T14:30' },
  { title: 'Haircut', start: '2026-11-24T16:00', end: '2026-11-24T16:30' },
];
const haircut = before[1]!;
const booked: Slot = { title: 'Lunch', start: '2026-11-25T12:00', end: '2026-11-25T12:30' };
const cancelDentist = c('monday', 'cancel the dentist tomorrow', '-Dentist@2026-11-24T14:00');
const bookLunch = c('monday', 'book lunch on Wednesday at noon', '+Lunch@2026-11-25T12:00');
const DENTIST_QUESTION = 'Cancel Tue 24 Nov 14:00–14:30 Dentist?';
const HAIRCUT_QUESTION = 'Cancel Tue 24 Nov 16:00–16:30 Haircut?';

describe('the judge of a corpus case', () => {
  it('counts a case done as asked, with only the asked-for delete put to the question, as right', () => {
    const run = { before, after: [haircut], questions: [DENTIST_QUESTION], answer: 'Cancelled Tue 24 Nov Dentist.' };
    expect(judge(cancelDentist, run)).toEqual({ verdict: 'right', reasons: [] });
    const booking = { before, after: [...before, booked], questions: [], answer: 'Booked Wed 25 Nov 12:00 Lunch.' };
    expect(judge(bookLunch, booking).verdict).toBe('right');
  });

  it('catches an extra delete in the calendar', () => {
    const run = { before, after: [], questions: [DENTIST_QUESTION, HAIRCUT_QUESTION], answer: 'Cancelled both.' };
    expect(judge(cancelDentist, run).verdict).toBe('wrong');
    expect(judge(cancelDentist, { ...run, questions: [DENTIST_QUESTION] }).verdict).toBe('wrong');
  });

  it('catches a delete nobody asked for that reached the question, even though it was declined', () => {
    const question = c('monday', 'did I cancel the haircut?');
    const run = { before, after: before, questions: [HAIRCUT_QUESTION], answer: 'OK, I left the haircut as it is.' };
    expect(judge(question, run).verdict).toBe('wrong');
    expect(judge(cancelDentist, { ...run, questions: [DENTIST_QUESTION, HAIRCUT_QUESTION] }).verdict).toBe('wrong');
  });

  it('counts removing what the same conversation booked as asked for, when the case ends without it', () => {
    const forgotten = c('monday', ['book lunch on Wednesday at noon', 'wait no, forget it']);
    const question = 'Cancel Wed 25 Nov 12:00–12:30 Lunch?';
    const run = { before, after: before, questions: [question], answer: 'Cancelled Wed 25 Nov 12:00 Lunch.' };
    expect(judge(forgotten, { ...run, undone: [booked] })).toEqual({ verdict: 'right', reasons: [] });
    // The same run, not marked as undone by the runner: a delete nobody asked for, and a cancellation claimed.
    expect(judge(forgotten, run).reasons).toHaveLength(2);
  });

  it('catches a booking on the wrong date', () => {
    const wrongDay = { ...booked, start: '2026-11-24T12:00', end: '2026-11-24T12:30' };
    const run = { before, after: [...before, wrongDay], questions: [], answer: 'Booked Tue 24 Nov 12:00 Lunch.' };
    expect(judge(bookLunch, run).verdict).toBe('wrong');
  });

  it('catches an answer that claims a booking or a cancellation that did not happen', () => {
    const claimed = { before, after: before, questions: [], answer: 'Booked Wed 25 Nov 12:00–12:30 Lunch.' };
    expect(judge(bookLunch, claimed).verdict).toBe('wrong');
    const cancelled = { before, after: before, questions: [], answer: 'I have cancelled the dentist.' };
    expect(judge(cancelDentist, cancelled).verdict).toBe('wrong');
  });

  it('catches an answer that says nothing matches while the appointment the request names is booked', () => {
    const notFound = { before, after: before, questions: [], answer: 'I found no dentist appt tomorrow. You have: …' };
    expect(judge(cancelDentist, notFound).verdict).toBe('wrong');
    const nothing = { ...notFound, answer: 'There is nothing to cancel: I found no both on Tuesday.' };
    expect(judge(cancelDentist, nothing).verdict).toBe('wrong');
    // Positive control: the same words are true when the request names nothing that is booked.
    const noSuch = c('monday', 'cancel the dentist on Wednesday');
    expect(judge(noSuch, { ...notFound, answer: 'I found no dentist on Wednesday, 25 November.' }).verdict).toBe(
      'right',
    );
    const question = { ...notFound, answer: 'Do you mean Tue 24 Nov 14:00 Dentist? I have not changed anything.' };
    expect(judge(cancelDentist, question).verdict).toBe('asked');
  });

  it('catches an answer that states what the case says is not so, and only that', () => {
    const midnight = { ...c('monday', 'book a taxi tonight at midnight'), never: ['12:00'] };
    const run = { before, after: before, questions: [], answer: 'I understood: book "Taxi" on Monday at 12:00.' };
    expect(judge(midnight, run).verdict).toBe('wrong');
    // Positive control: the same refusal without the wrong hour is what the case wants.
    const refusal = 'I understood: book "Taxi". But I did not follow "midnight".';
    expect(judge(midnight, { ...run, answer: refusal }).verdict).toBe('right');
  });

  it('counts an unchanged calendar as asked only when the answer is about the request', () => {
    const asked = { before, after: before, questions: [], answer: 'Which day is the lunch on? I have not booked it.' };
    expect(judge(bookLunch, asked).verdict).toBe('asked');
    const generic = { ...asked, answer: 'Sorry, I did not understand that. Try "book a haircut tomorrow at 2pm".' };
    expect(judge(bookLunch, generic).verdict).toBe('no help');
    expect(judge(c('monday', 'what time is it?'), generic).verdict).toBe('no help');
    const day = c('monday', 'March 5th.');
    expect(
      judge(day, { ...asked, answer: 'I understood: Friday, 5 March 2027. What would you like to do?' }).verdict,
    ).toBe('right');
  });

  it('counts a question whose answer leaves out what it must mention as no help, and one that names it as right', () => {
    const first = q('monday', 'what is my first appointment tomorrow?', 'dentist', '14:00');
    const run = { before, after: before, questions: [], answer: 'Today is Monday, 23 November 2026.' };
    expect(judge(first, run).verdict).toBe('no help');
    expect(judge(first, { ...run, answer: 'Tomorrow starts with the Dentist at 14:00.' }).verdict).toBe('right');
    expect(judge(first, { ...run, answer: 'Tomorrow starts with the DENTIST at 14:00.' }).verdict).toBe('right');
    expect(judge(first, { ...run, answer: 'Tomorrow starts with the Dentist.' }).verdict).toBe('no help');
  });
});
