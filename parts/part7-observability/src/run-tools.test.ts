import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, clock, setup, tool } from '../test-fixtures/loop-setup.ts';
import { runTools } from './run-tools.ts';
import type { ToolCall, ToolCallResult, ToolContext, ToolDefinition } from './tool.ts';
import type { ToolRegistry } from './tool-registry.ts';

/** A registry whose tools wait until `expected` of them are running at once, recording the most seen together. */
function barrierRegistry(expected: number) {
  let running = 0;
  let release: () => void = () => {};
  const allStarted = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = { maxRunning: 0 };
  const definition: ToolDefinition = {
    name: 'slow',
    description: 'waits',
    parameters: { type: 'object' },
    server: 'test',
    nameOnServer: 'slow',
    annotations: { readOnlyHint: true },
    trusted: true,
  };
  const registry: ToolRegistry = {
    list: () => ['slow'],
    getDefinition: () => definition,
    close: async () => {},
    checkCall: (name, parameters) => ({
      ok: true,
      call: { tool: String(name), parameters: parameters as Record<string, unknown> },
    }),
    async prepare(call) {
      return {
        type: 'prepared',
        call,
        async run(): Promise<ToolCallResult> {
          running++;
          seen.maxRunning = Math.max(seen.maxRunning, running);
          if (running === expected) release();
          // Waits for the others, or gives up after a while so a serial implementation fails instead of hanging.
          await Promise.race([allStarted, new Promise((resolve) => setTimeout(resolve, 2_000))]);
          running--;
          return { type: 'result', call, result: { message: `done ${JSON.stringify(call.parameters)}` } };
        },
      };
    },
  };
  return { registry, seen };
}

const context = {} as ToolContext;
const yes = async () => true;

describe('runTools', () => {
  it('runs the calls of one reply at the same time and returns the results in call order', async () => {
    const { registry, seen } = barrierRegistry(3);
    const calls: ToolCall[] = [1, 2, 3].map((n) => ({ tool: 'slow', parameters: { n } }));
    const results = await runTools(calls, { registry, context, approve: yes });
    expect(seen.maxRunning).toBe(3);
    expect(
      Array.isArray(results) && results.map((result) => result.type === 'result' && result.result.message),
    ).toEqual(['done {"n":1}', 'done {"n":2}', 'done {"n":3}']);
  });
});

describe('approval of calls that may change something', () => {
  async function bookedCalendar(approve: (question: string) => Promise<boolean>) {
    const model = new ScriptedToolModel([tool('deleteAppointment', { start: '2026-11-24T10:00' }), answer('Done.')]);
    const { agent, calendar } = setup(model, { approve });
    await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    await agent.send('cancel my 10am tomorrow');
    const listed = await calendar.list({ from: '2026-11-24' });
    return { model, remaining: listed.ok ? listed.appointments.length : -1 };
  }

  it('asks about the call before deleting, and deletes on yes', async () => {
    const asked: string[] = [];
    const { remaining } = await bookedCalendar(async (question) => {
      asked.push(question);
      return true;
    });
    expect(asked).toHaveLength(1);
    // The question names the appointment the server found, not only the time the model gave: the yes is bound to it.
    expect(asked[0]).toMatch(
      /^Run deleteAppointment start=2026-11-24T10:00 on calendar\? It would act on Tue 24 Nov 10:00–10:30 "\w+" \(apt_\w+\)\.$/,
    );
    expect(remaining).toBe(0);
  });

  it('on no, leaves the appointment and tells the model plainly that the person declined', async () => {
    const { model, remaining } = await bookedCalendar(async () => false);
    expect(remaining).toBe(1);
    expect(model.requests[1]!.history.at(-1)).toMatchObject({
      type: 'tool-results',
      results: [{ name: 'deleteAppointment', error: 'The person declined: deleteAppointment was not run.' }],
    });
  });

  it('does not ask about tools that only read', async () => {
    const asked: string[] = [];
    const model = new ScriptedToolModel([tool('checkAvailability', { start: '2026-11-24T10:00' }), answer('Free.')]);
    await setup(model, { approve: async (question) => Boolean(asked.push(question)) }).agent.send('is 10 free?');
    expect(asked).toEqual([]);
    expect(clock.timeZone).toBe('Europe/London');
  });

  it('asks nothing when the server finds nothing to cancel (it says so before the call), and passes that on', async () => {
    const asked: string[] = [];
    const model = new ScriptedToolModel([tool('deleteAppointment', { id: 'apt_gone' }), answer('There was nothing.')]);
    await setup(model, { approve: async (question) => Boolean(asked.push(question)) }).agent.send('cancel apt_gone');
    expect(asked).toEqual([]);
    expect(JSON.stringify(model.requests[1]!.history.at(-1))).toContain('No such appointment');
  });

  it('on Ctrl-C during the question, runs nothing of the turn and leaves the history as it was', async () => {
    const controller = new AbortController();
    const model = new ScriptedToolModel([
      {
        calls: [
          { name: 'deleteAppointment', args: { start: '2026-11-24T10:00' } },
          { name: 'scheduleAppointment', args: { start: '2026-11-24T15:00', title: 'Gym' } },
        ],
      },
    ]);
    const { agent, calendar } = setup(model, {
      approve: async () => {
        controller.abort();
        return false;
      },
    });
    await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    const result = await agent.send('cancel 10am and book the gym at 3pm', controller.signal);
    expect(result.exit).toBe('cancelled');
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Dentist']);
    expect(agent.history).toEqual([]);
  });
});
