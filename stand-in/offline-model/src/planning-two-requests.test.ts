import { describe, expect, it } from 'vitest';
import { appointment, booked, free, nextReply, person, ran, toolResults } from './planning-fixtures.ts';

// The fixtures' clock: Monday 23 November 2026.
const run = appointment('apt_run001', '2026-11-25T18:00', '2026-11-25T18:30', 'Run');

describe('two requests in one line', () => {
  it('does the first, then the second, each read whole', async () => {
    const request = person('book a run on wednesday at 6pm, then a swim on thursday at 6pm');
    const first = await nextReply([request]);
    expect(first).toMatchObject({
      action: 'tool',
      tool: 'checkAvailability',
      parameters: { start: '2026-11-25T18:00' },
    });
    const checked = ran(
      'checkAvailability',
      { start: '2026-11-25T18:00' },
      free('2026-11-25T18:00', '2026-11-25T18:30'),
    );
    const bookedRun = ran('scheduleAppointment', { start: '2026-11-25T18:00', title: 'Run' }, booked(run));
    const second = await nextReply([request, toolResults(checked, bookedRun)]);
    expect(second).toMatchObject({
      action: 'tool',
      tool: 'checkAvailability',
      parameters: { start: '2026-11-26T18:00' },
    });
  });

  it('does neither half when one leans on the other for its title ("… and book it for …")', async () => {
    const leaning = await nextReply([person('cancel the meeting today and book it for tomorrow at 11')]);
    expect(leaning).toMatchObject({ action: 'answer' });
  });

  it('leaves a line with a hedged or unread half to the question it gets today', async () => {
    const hedged = await nextReply([person('book gym tomorrow at 7am and maybe cancel the haircut')]);
    expect(hedged).toMatchObject({ action: 'answer' });
  });
});
