import { NetworkError } from '@scheduling-agent/llm-service';
import { ScriptedModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it, vi } from 'vitest';
import { answer, clock, setup, tool, tools } from '../test-fixtures/loop-setup.ts';
import { type HistoryEntry, toMessages } from './history.ts';
import { stepPosition } from './step-position.ts';
import { buildSystemInstruction } from './system-instruction.ts';

describe('the agent loop', () => {
  it('feeds each tool result back until the model answers', async () => {
    const model = new ScriptedModel([
      tool('checkAvailability', { start: '2026-11-24T14:00' }),
      tool('scheduleAppointment', { start: '2026-11-24T14:00', title: 'Haircut' }),
      answer('Booked your haircut for 14:00 tomorrow.'),
    ]);
    const { agent, calendar } = setup(model);

    const result = await agent.send('book a haircut tomorrow at 2pm');

    expect(result).toMatchObject({ exit: 'answered', text: 'Booked your haircut for 14:00 tomorrow.', steps: 3 });
    expect(model.requests[1]!.messages.at(-1)!.text).toMatch(
      /^Tool results:\n\[\{"type":"result","call":\{"tool":"checkAvailability"/,
    );
    expect(model.requests[1]!.messages.at(-1)!.text).toContain('"available":true');
    expect(model.requests[2]!.messages.at(-1)!.text).toContain('"appointment":{');
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Haircut']);
    expect(agent.history.map((entry) => entry.type)).toEqual([
      'user-input',
      'tool-calls',
      'tool-results',
      'tool-calls',
      'tool-results',
      'answer',
    ]);
    model.assertAllConsumed();
  });

  it('keeps the history across turns, so the next message has the context', async () => {
    const model = new ScriptedModel([answer('Hello!'), answer('Still here.')]);
    const { agent } = setup(model);
    await agent.send('hi');
    await agent.send('are you there?');
    expect(model.requests[1]!.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });
});

describe('iteration management', () => {
  const looping = () =>
    new ScriptedModel(Array.from({ length: 10 }, () => tool('listAppointments', { date: '2026-11-24' })));

  it('cuts off a model that never stops calling tools at 10 calls, with a message built without the model', async () => {
    const model = looping();
    const { agent } = setup(model);
    const result = await agent.send('what do I have tomorrow?');
    expect(result.exit).toBe('iteration-limit');
    expect(result.steps).toBe(10);
    expect(model.requests).toHaveLength(10);
    expect(result.text).toMatch(
      /^I stopped after 10 steps without finishing\.\nWhat I did:\n- listAppointments: Nothing booked/,
    );
    expect(agent.history.at(-1)).toEqual({ type: 'answer', text: result.text });
  });

  it('warns on the last two tool steps and withholds the tools on the final one', async () => {
    const model = looping();
    await setup(model).agent.send('what do I have tomorrow?');
    const instructions = model.requests.map((request) => request.systemInstruction);
    expect(instructions.slice(0, 7).some((text) => text.includes('steps left'))).toBe(false);
    expect(instructions[7]).toContain('Note: only 3 steps left for this message, including this one.');
    expect(instructions[8]).toContain('Note: only 2 steps left');
    expect(instructions[9]).toContain('This is your last step for this message: no tools are available.');
    expect(instructions[9]).not.toContain('Tools:');
    expect(JSON.stringify(model.requests[9]!.responseSchema)).not.toContain('"tool"');
    expect(JSON.stringify(model.requests[8]!.responseSchema)).toContain('"tool"');
  });

  it('does not run a tool the model asks for on the final step', async () => {
    const replies = Array.from({ length: 9 }, () => tool('checkAvailability', { start: '2026-11-24T10:00' }));
    const model = new ScriptedModel([...replies, tool('scheduleAppointment', { start: '2026-11-24T10:00' })]);
    const { agent, calendar } = setup(model);
    const result = await agent.send('book 10am tomorrow');
    expect(result.exit).toBe('iteration-limit');
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments).toEqual([]);
    expect(result.text).toContain('What is missing: a usable final reply');
  });

  it('honours a smaller budget', async () => {
    const model = new ScriptedModel([tool('listAppointments', { date: '2026-11-24' }), answer('x')]);
    const { agent } = setup(model, { maxSteps: 2 });
    expect(await agent.send('list')).toMatchObject({ exit: 'answered', steps: 2 });
    expect(model.requests[1]!.systemInstruction).toContain('This is your last step');
  });
});

describe('recovery: what the model is told when its reply cannot be used', () => {
  it('recovers from prose, an unknown tool and a missing parameter in the same turn', async () => {
    const model = new ScriptedModel([
      'Sure! Let me check that for you.',
      tool('bookFlight', { start: '2026-11-24T10:00' }),
      tool('checkAvailability', { time: '10am' }),
      tool('checkAvailability', { start: '2026-11-24T10:00' }),
      answer('10:00 tomorrow is free.'),
    ]);
    const { agent } = setup(model);

    const result = await agent.send('is 10am tomorrow free?');

    expect(result).toMatchObject({ exit: 'answered', text: '10:00 tomorrow is free.', steps: 5 });
    const feedback = model.requests.slice(1, 4).map((request) => request.messages.at(-1)!.text);
    expect(feedback[0]).toMatch(/^Your last reply could not be used: The reply contained no JSON object\./);
    expect(feedback[0]).toContain(
      'Tools: checkAvailability, deleteAppointment, listAppointments, scheduleAppointment.',
    );
    expect(feedback[1]).toContain(
      'tool must be one of: checkAvailability, deleteAppointment, listAppointments, scheduleAppointment (got "bookFlight")',
    );
    expect(feedback[2]).toContain('parameters.start is missing; parameters.time is not an allowed field');
    expect(feedback[2]).toContain('checkAvailability takes start (string, required), durationMinutes (integer)');
    expect(model.requests[1]!.messages.at(-2)).toEqual({ role: 'assistant', text: 'Sure! Let me check that for you.' });
  });

  it('acts on the one action outside reasoning, skipping a draft in it (positive control)', async () => {
    const draft = tool('deleteAppointment', { start: '2026-11-24T10:00' });
    const model = new ScriptedModel([`<think>${draft}</think> ${answer('Nothing to do.')}`]);
    const { agent } = setup(model);
    expect(await agent.send('hi')).toMatchObject({ exit: 'answered', text: 'Nothing to do.', steps: 1 });
  });

  it('sends back a reply holding two different actions, or reasoning that never closes, and deletes nothing', async () => {
    const remove = tool('deleteAppointment', { start: '2026-11-24T10:00' });
    const model = new ScriptedModel([
      `For example: ${remove}\nMy reply: ${answer('Which appointment?')}`,
      `<think>Plan: ${remove}`,
      remove,
      answer('Cancelled.'),
    ]);
    const { agent, calendar, approvals } = setup(model);
    await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    await calendar.book({ start: '2026-11-24T11:00', title: 'Haircut' });

    expect(await agent.send('cancel my dentist')).toMatchObject({ exit: 'answered', text: 'Cancelled.', steps: 4 });
    const feedback = model.requests.slice(1, 3).map((request) => request.messages.at(-1)!.text);
    expect(feedback[0]).toMatch(/held 2 different actions.*Reply with exactly one JSON object/);
    expect(feedback[1]).toMatch(/reasoning never ends/);
    // Only the third reply, a single action, was acted on: one question, one appointment gone.
    expect(approvals).toEqual(['Cancel Tue 24 Nov 10:00–10:30 "Dentist"?']);
    const left = await calendar.list({ from: '2026-11-24' });
    expect(left.ok && left.appointments.map((appointment) => appointment.title)).toEqual(['Haircut']);
  });

  it('tells the model about an empty reply and a number given for a start time', async () => {
    const model = new ScriptedModel(['', tool('checkAvailability', { start: 20261124 }), answer('ok')]);
    await setup(model).agent.send('is tomorrow free?');
    expect(model.requests[1]!.messages.at(-2)!.text).toBe('(an empty reply)');
    expect(model.requests[1]!.messages.at(-1)!.text).toContain('The reply was empty.');
    expect(model.requests[2]!.messages.at(-1)!.text).toContain(
      'parameters.start must be a string (got number 20261124)',
    );
  });

  it('sends a cancel refused before the question back as the calendar refuses a cancel: reason, message, candidates', async () => {
    const model = new ScriptedModel([tool('deleteAppointment', { id: 'apt_nosuch' }), answer('Nothing to cancel.')]);
    await setup(model).agent.send('cancel apt_nosuch');
    const results = JSON.parse(model.requests[1]!.messages.at(-1)!.text.replace('Tool results:\n', ''));
    expect(results).toEqual([
      {
        type: 'result',
        call: { tool: 'deleteAppointment', parameters: { id: 'apt_nosuch' } },
        result: {
          ok: false,
          reason: 'not-found',
          message: expect.stringMatching(/^No such appointment: nothing has the id "apt_nosuch"/),
          candidates: [],
        },
      },
    ]);
  });

  it('refuses a batch call whose parameters its tool does not take, so nothing deep enters the history', async () => {
    const deep = `${'{"d":'.repeat(6000)}1${'}'.repeat(6000)}`;
    const batch = `{"action":"tools","calls":[{"tool":"checkAvailability","parameters":{"start":"2026-11-24T10:00","deep":${deep}}},{"tool":"listAppointments","parameters":{"date":"2026-11-24"}}]}`;
    const model = new ScriptedModel([batch, answer('ok')]);
    const { agent } = setup(model);
    await agent.send('check tomorrow');
    expect(model.requests[1]!.messages.at(-1)!.text).toMatch(/^Your last reply could not be used:/);
    expect(agent.history.some((entry) => entry.type === 'tool-calls')).toBe(false);
    expect(() => JSON.stringify(agent.history)).not.toThrow();
  });
});

describe('ending a turn early', () => {
  it('reports a model error and takes the turn back, leaving no half turn', async () => {
    const model = new ScriptedModel([new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' })]);
    const { agent } = setup(model);
    expect(await agent.send('hi')).toMatchObject({ exit: 'model-error', text: 'Could not reach Gemini.' });
    expect(agent.history).toEqual([]);
  });

  it('keeps what the tools did when the model fails later in the turn', async () => {
    const failure = new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' });
    const model = new ScriptedModel([tool('listAppointments', { date: '2026-11-24' }), failure]);
    const { agent } = setup(model);
    expect((await agent.send('list tomorrow')).exit).toBe('model-error');
    expect(agent.history.map((entry) => entry.type)).toEqual(['user-input', 'tool-calls', 'tool-results']);
  });

  it('is cancelled by the signal while the model is thinking', async () => {
    const model = new ScriptedModel([{ text: answer('late'), delayMs: 5_000 }]);
    const { agent } = setup(model);
    const controller = new AbortController();
    const pending = agent.send('hi', controller.signal);
    controller.abort();
    expect(await pending).toMatchObject({ exit: 'cancelled', text: 'Cancelled.' });
    expect(agent.history).toEqual([]);
  });

  it('is cancelled by the signal while a tool runs, keeping what the tool did', async () => {
    const model = new ScriptedModel([tool('listAppointments', { date: '2026-11-24' }), answer('never asked')]);
    const controller = new AbortController();
    const { agent } = setup(model, { observer: { onToolResult: () => controller.abort() } });
    const result = await agent.send('what do I have tomorrow?', controller.signal);
    expect(result).toMatchObject({ exit: 'cancelled', text: 'Cancelled.', steps: 1 });
    expect(model.requests).toHaveLength(1);
    expect(agent.history.map((entry) => entry.type)).toEqual(['user-input', 'tool-calls', 'tool-results']);
  });

  it("takes back only this turn after a model error, keeping the last turn's tools", async () => {
    const failure = new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' });
    const model = new ScriptedModel([tool('listAppointments', { date: '2026-11-24' }), answer('Nothing.'), failure]);
    const { agent } = setup(model);
    await agent.send('what do I have tomorrow?');
    const kept = [...agent.history];
    expect((await agent.send('and Wednesday?')).exit).toBe('model-error');
    expect(agent.history).toEqual(kept);
  });

  it("lets a failure that is not the model's (a bug) through, after taking the turn back", async () => {
    const model = new ScriptedModel([new TypeError('a bug in a provider')]);
    const { agent } = setup(model);
    await expect(agent.send('hi')).rejects.toThrow('a bug in a provider');
    expect(agent.history).toEqual([]);
  });
});

describe('what the loop reports and keeps between turns', () => {
  it('tells the observer of every model call and tool result, with its step and how long it took', async () => {
    const model = new ScriptedModel([tool('listAppointments', { date: '2026-11-24' }), answer('Nothing booked.')]);
    const calls: { step: number; decision: string; durationMs: number }[] = [];
    const results: { step: number; tool: string; durationMs: number }[] = [];
    const { agent } = setup(model, {
      observer: {
        onModelCall: ({ position, decision, durationMs }) =>
          calls.push({ step: position.step, decision: decision.type, durationMs }),
        onToolResult: ({ position, result, durationMs }) =>
          results.push({ step: position.step, tool: result.call.tool, durationMs }),
      },
    });
    const before = performance.now();
    await agent.send('what do I have tomorrow?');
    const elapsed = performance.now() - before;
    expect(calls.map(({ step, decision }) => [step, decision])).toEqual([
      [1, 'tools'],
      [2, 'answer'],
    ]);
    expect(results.map(({ step, tool }) => [step, tool])).toEqual([[1, 'listAppointments']]);
    for (const { durationMs } of [...calls, ...results]) {
      expect(durationMs).toBeGreaterThanOrEqual(0);
      expect(durationMs).toBeLessThanOrEqual(elapsed);
    }
  });

  it('works with an observer that listens to model calls only', async () => {
    const model = new ScriptedModel([tool('listAppointments', { date: '2026-11-24' }), answer('Nothing booked.')]);
    const steps: number[] = [];
    const { agent } = setup(model, { observer: { onModelCall: ({ position }) => steps.push(position.step) } });
    expect((await agent.send('what do I have tomorrow?')).exit).toBe('answered');
    expect(steps).toEqual([1, 2]);
  });

  it('forgets the conversation on reset, so the next message starts alone', async () => {
    const model = new ScriptedModel([answer('Hello.'), answer('Hi again.')]);
    const { agent } = setup(model);
    await agent.send('hello');
    agent.reset();
    expect(agent.history).toEqual([]);
    await agent.send('hi');
    expect(model.requests[1]!.messages.map((message) => message.text)).toEqual(['hi']);
  });

  it('sums up only this turn when the steps run out', async () => {
    const model = new ScriptedModel([
      tool('listAppointments', { date: '2026-11-24' }),
      answer('Nothing booked.'),
      tool('checkAvailability', { start: '2026-11-24T10:00' }),
      tool('checkAvailability', { start: '2026-11-24T11:00' }),
    ]);
    const { agent } = setup(model, { maxSteps: 2 });
    await agent.send('what do I have tomorrow?');
    const result = await agent.send('is 10am free?');
    expect(result.exit).toBe('iteration-limit');
    expect(result.text).toContain('checkAvailability');
    expect(result.text).not.toContain('listAppointments');
  });
});

describe('converting the history once', () => {
  it('encodes each entry once, however many steps send it again', () => {
    const history: HistoryEntry[] = [
      { type: 'user-input', text: 'book a haircut' },
      { type: 'tool-calls', calls: [{ tool: 'checkAvailability', parameters: { start: '2026-11-24T14:00' } }] },
    ];
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const first = toMessages(history);
      expect(stringify).toHaveBeenCalledTimes(1);
      history.push({ type: 'answer', text: 'Booked.' });
      const second = toMessages(history);
      const third = toMessages(history);
      expect(stringify).toHaveBeenCalledTimes(2);
      expect(second.slice(0, first.length)).toEqual(first);
      expect(third).toEqual(second);
      expect(third.at(-1)).toEqual({ role: 'assistant', text: '{"action":"answer","response":"Booked."}' });
    } finally {
      stringify.mockRestore();
    }
  });

  it('describes the tools once per registry, and builds the same instruction every time', () => {
    let built = 0;
    const counting = {
      ...tools,
      generateToolsPrompt: () => {
        built += 1;
        return tools.generateToolsPrompt();
      },
    };
    const first = buildSystemInstruction(clock, counting, stepPosition(1, 10));
    const again = buildSystemInstruction(clock, counting, stepPosition(2, 10));
    expect(built).toBe(1);
    expect(again).toBe(first);
    expect(first).toBe(buildSystemInstruction(clock, tools, stepPosition(1, 10)));
  });
});
