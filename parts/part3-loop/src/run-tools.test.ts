import { ScriptedModel } from '@scheduling-agent/llm-service/testing';
import { describe, expect, it } from 'vitest';
import type { ToolCall } from './history.ts';
import { runTools } from './run-tools.ts';
import { answer, clock, setup, tool } from './test-fixtures/loop-setup.ts';
import type { ToolContext, ToolDefinition } from './tool.ts';
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
    returns: '',
  };
  const registry: ToolRegistry = {
    list: () => ['slow'],
    getDefinition: () => definition,
    generateToolsPrompt: () => '',
    async execute(name, parameters) {
      running++;
      seen.maxRunning = Math.max(seen.maxRunning, running);
      if (running === expected) release();
      // Waits for the others, or gives up after a while so a serial implementation fails instead of hanging.
      await Promise.race([allStarted, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      running--;
      return { ok: true, tool: name, result: { ok: true, message: `done ${JSON.stringify(parameters)}` } };
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
    expect(results.map((result) => result.ok && result.result.message)).toEqual([
      'done {"n":1}',
      'done {"n":2}',
      'done {"n":3}',
    ]);
  });
});

describe('approval of destructive tools', () => {
  async function bookedCalendar(approve: (call: ToolCall) => Promise<boolean>) {
    const model = new ScriptedModel([tool('deleteAppointment', { date: '2026-11-24T10:00' }), answer('Done.')]);
    const { agent, calendar } = setup(model, { approve });
    await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    await agent.send('cancel my 10am tomorrow');
    const listed = await calendar.list({ from: '2026-11-24' });
    return { model, remaining: listed.ok ? listed.appointments.length : -1 };
  }

  it('asks before deleting, and deletes on yes', async () => {
    const asked: ToolCall[] = [];
    const { remaining } = await bookedCalendar(async (call) => {
      asked.push(call);
      return true;
    });
    expect(asked).toEqual([{ tool: 'deleteAppointment', parameters: { date: '2026-11-24T10:00' } }]);
    expect(remaining).toBe(0);
  });

  it('on no, leaves the appointment and tells the model plainly that the person declined', async () => {
    const { model, remaining } = await bookedCalendar(async () => false);
    expect(remaining).toBe(1);
    const results = model.requests[1]!.messages.at(-1)!.text;
    expect(results).toContain('"declined":true');
    expect(results).toContain('The person declined: deleteAppointment was not run.');
  });

  it('does not ask about tools that only read', async () => {
    const asked: ToolCall[] = [];
    const model = new ScriptedModel([tool('checkAvailability', { date: '2026-11-24T10:00' }), answer('Free.')]);
    await setup(model, { approve: async (call) => Boolean(asked.push(call)) }).agent.send('is 10 free?');
    expect(asked).toEqual([]);
    expect(clock.timeZone).toBe('Europe/London');
  });
});
