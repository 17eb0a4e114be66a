import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCalendarContents } from '@scheduling-agent/calendar';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, clock, setup, tool, tools } from '../test-fixtures/loop-setup.ts';
import { createChatAgent } from './agent-loop.ts';
import { openRunLog, refuseIfCutBack } from './run-log.ts';

/** A log on disk with one booking in it, its calendar, and the log cut back to its header line, as a person might. */
async function cutBackRun() {
  const file = join(mkdtempSync(join(tmpdir(), 'run-keys-')), 'calendar.run.jsonl');
  const model = new ScriptedToolModel([
    tool('scheduleAppointment', { start: '2026-11-24T10:00', title: 'Dentist' }),
    answer('Booked.'),
    tool('scheduleAppointment', { start: '2026-11-24T15:00', title: 'Haircut' }),
    answer('Booked.'),
  ]);
  const first = setup(model, { runLog: await openRunLog(file) });
  expect(await first.agent.send('book the dentist tomorrow at 10')).toMatchObject({ exit: 'answered' });
  writeFileSync(file, `${readFileSync(file, 'utf8').split('\n')[0]}\n`);
  const keys = async () => ((await readCalendarContents(first.calendar.file)).done ?? []).map(({ key }) => key);
  return { file, model, calendar: first.calendar, keys };
}

describe('idempotency keys across a log cut back', () => {
  it('refuses, in one line, a log shorter than what the calendar shows this run did', async () => {
    const { file, keys } = await cutBackRun();
    const log = await openRunLog(file);
    expect(() => refuseIfCutBack(log, [])).not.toThrow();
    const done = await keys();
    expect(() => refuseIfCutBack(log, done)).toThrow(
      new RegExp(
        `^The run log .* cannot be read: the calendar shows a step of this run \\(${log.runId}\\.\\w+/1/1/0\\) that the log does not have: it was cut back\\. Move it away`,
      ),
    );
  });

  it('never sends an old key with a new request, even on a log cut back: the new booking is made, not the old returned', async () => {
    const { file, model, calendar } = await cutBackRun();
    // The same calendar (the fixture's server acts on the last one set up), a new process's agent on the cut log.
    const runLog = await openRunLog(file);
    const agent = createChatAgent({ model, clock, tools, context: {}, approve: async () => true, runLog });
    const result = await agent.send('book a haircut tomorrow at 3pm');
    expect(result).toMatchObject({ exit: 'answered' });
    const sent = model.requests.at(-1)?.history.at(-1);
    expect(JSON.stringify(sent)).toContain('Booked Tue 24 Nov 15:00');
    expect(JSON.stringify(sent)).not.toContain('Already booked');
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Dentist', 'Haircut']);
    model.assertAllConsumed();
  });
});
