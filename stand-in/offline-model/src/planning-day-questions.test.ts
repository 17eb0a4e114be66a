import { describe, expect, it } from 'vitest';
import { appointment, listed, nextReply, person, ran, toolResults } from './planning-fixtures.ts';

// The fixtures' clock: Monday 23 November 2026, 08:30.
const standup = appointment('apt_stan01', '2026-11-23T08:00', '2026-11-23T08:15', 'Standup');
const lunch = appointment('apt_lunc01', '2026-11-23T12:30', '2026-11-23T13:30', 'Lunch with Sam');
const dentist = appointment('apt_dent01', '2026-11-24T10:00', '2026-11-24T10:30', 'Dentist');
const haircut = appointment('apt_hair01', '2026-11-24T14:00', '2026-11-24T14:30', 'Haircut');
const party = appointment('apt_part01', '2026-11-27T15:00', '2026-11-27T15:30', 'Party');

describe('a question the calendar answers', () => {
  it('names the first appointment on the day asked about, from its list, not the date', async () => {
    const request = person('when is my first appointment tomorrow?');
    expect(await nextReply([request])).toEqual({
      action: 'tool',
      tool: 'listAppointments',
      parameters: { date: '2026-11-24' },
    });
    const results = toolResults(
      ran('listAppointments', { date: '2026-11-24' }, listed('2026-11-24', [haircut, dentist])),
    );
    expect((await nextReply([request, results])).response).toBe(
      'Your first appointment on Tuesday, 24 November 2026: Tue 24 Nov 10:00–10:30 Dentist (apt_dent01).',
    );
  });

  it('lists only what is still to come today', async () => {
    const request = person('what else have I got today?');
    const results = toolResults(
      ran('listAppointments', { date: '2026-11-23' }, listed('2026-11-23', [standup, lunch])),
    );
    const reply = (await nextReply([request, results])).response as string;
    expect(reply).toContain('Lunch with Sam');
    expect(reply).not.toContain('Standup');
  });

  it('names the busiest day of the week', async () => {
    const request = person('which day is busiest this week?');
    const week = { date: '2026-11-23', endDate: '2026-11-29' };
    expect((await nextReply([request])).parameters).toEqual(week);
    const results = toolResults(ran('listAppointments', week, listed('2026-11-23', [dentist, haircut, party])));
    expect((await nextReply([request, results])).response).toMatch(
      /^The busiest day from .*: Tuesday, 24 November 2026, with 2/,
    );
  });

  it('says "I can\'t answer that yet" to a question it has no rule for, never today\'s date', async () => {
    const reply = (await nextReply([person('who is coming to the party tomorrow?')])).response as string;
    expect(reply).toMatch(/^I can't answer that yet\./);
    expect(reply).not.toMatch(/Tomorrow is/);
  });
});
