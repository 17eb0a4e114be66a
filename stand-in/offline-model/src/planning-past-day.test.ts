import { describe, expect, it } from 'vitest';
import { nextReply, person, toolAction } from './planning-fixtures.ts';

// Monday 23 November 2026, the fixtures' clock.
describe('a question in the past tense about a day', () => {
  it.each([
    ['what was on the 18th', '2026-11-18'],
    ['what did I have on the 19th?', '2026-11-19'],
    ['what was on the 25th?', '2026-10-25'],
    ['what was on Wednesday', '2026-11-18'],
    ['what did I have last Wednesday?', '2026-11-18'],
    ['did I have anything yesterday?', '2026-11-22'],
  ])('"%s" lists %s, the day gone by', async (text, date) => {
    expect(await nextReply([person(text)])).toEqual(toolAction('listAppointments', { date }));
  });

  it('asks, stating no day, when the day it names is still to come', async () => {
    const reply = await nextReply([person('what was on next Friday?')]);
    expect(reply.response).toMatch(/^You asked about a day gone by, but "next Friday" is still to come/);
    expect(reply.response).not.toMatch(/4 December/);
  });

  it('leaves the present tense to the day to come (positive control)', async () => {
    expect(await nextReply([person("what's on the 3rd?")])).toEqual(
      toolAction('listAppointments', { date: '2026-12-03' }),
    );
    // A day number gone by days ago is asked about in the present tense, as "20 November" is: 18 December, offered.
    const reply = await nextReply([person("what's on the 18th?")]);
    expect(reply.response).toMatch(/^The 18th has passed this month, .*Did you mean Friday, 18 December 2026\?/);
  });
});
