import { NetworkError, type ToolCallingRequest } from '@scheduling-agent/llm-service';
import { ScriptedToolModel } from '@scheduling-agent/llm-testing';
import { describe, expect, it } from 'vitest';
import { answer, setup, tool } from '../test-fixtures/loop-setup.ts';
import { CANCELLED_NOTE, FAILED_NOTE, SET_ASIDE_NOTE } from './agent-loop.ts';
import { INVALID_REPLY_PREFIX } from './history.ts';
import { MAX_REPLY_LENGTH } from './read-reply.ts';
import { createMemoryRunLog, type RunLog } from './run-log.ts';

/** The tool results the model was sent last in a request. */
function lastResults(request: ToolCallingRequest | undefined) {
  const entry = request?.history.at(-1);
  if (entry?.type !== 'tool-results') throw new Error(`expected tool results last, got ${entry?.type}`);
  return entry.results;
}

describe('the agent loop on native calls', () => {
  it('feeds each tool result back, matched to its call by id, until the model answers', async () => {
    const model = new ScriptedToolModel([
      tool('checkAvailability', { start: '2026-11-24T14:00' }),
      tool('scheduleAppointment', { start: '2026-11-24T14:00', title: 'Haircut' }),
      answer('Booked your haircut for 14:00 tomorrow.'),
    ]);
    const { agent, calendar } = setup(model);

    const result = await agent.send('book a haircut tomorrow at 2pm');

    expect(result).toMatchObject({ exit: 'answered', text: 'Booked your haircut for 14:00 tomorrow.', steps: 3 });
    expect(lastResults(model.requests[1])).toMatchObject([
      { callId: 'call_1', name: 'checkAvailability', output: { available: true } },
    ]);
    expect(lastResults(model.requests[2])).toMatchObject([{ callId: 'call_2', output: { appointment: {} } }]);
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments.map((appointment) => appointment.title)).toEqual(['Haircut']);
    expect(model.requests[0]?.tools.map((declared) => declared.name)).toEqual([
      'checkAvailability',
      'deleteAppointment',
      'listAppointments',
      'scheduleAppointment',
    ]);
    model.assertAllConsumed();
  });

  it('runs parallel calls together and sends every result back in one turn, each with its call id', async () => {
    const model = new ScriptedToolModel([
      {
        calls: [
          { id: 'fc-a', name: 'listAppointments', args: { date: '2026-11-24' } },
          { id: 'fc-b', name: 'checkAvailability', args: { start: '2026-11-25T09:00' } },
        ],
      },
      answer('Tomorrow is empty and Wednesday 9:00 is free.'),
    ]);
    const { agent } = setup(model);
    await agent.send('what about tomorrow, and is Wednesday 9am free?');
    expect(lastResults(model.requests[1]).map((result) => [result.callId, result.name])).toEqual([
      ['fc-a', 'listAppointments'],
      ['fc-b', 'checkAvailability'],
    ]);
  });

  it('streams the text of each step, ending it before its tools run, and converts each history entry once', async () => {
    const model = new ScriptedToolModel([
      { chunks: ['Let me ', 'look.'], calls: [{ name: 'listAppointments', args: { date: '2026-11-24' } }] },
      {},
      { chunks: ['Nothing ', 'booked.'] },
    ]);
    const events: string[] = [];
    const { agent } = setup(model, {
      observer: { onToolResult: ({ result }) => events.push(`tool ${result.call.tool}`) },
    });
    const output = {
      write: (delta: string) => events.push(delta),
      endStep: (kept: boolean) => events.push(`end ${kept}`),
    };
    const result = await agent.send('what do I have tomorrow?', undefined, output);
    expect(events).toEqual([
      'Let me ',
      'look.',
      'end true',
      'tool listAppointments',
      'end false',
      'Nothing ',
      'booked.',
      'end true',
    ]);
    expect(result.text).toBe('Nothing booked.');
    // The tool results are converted once: the third request reuses the second's object, not a fresh copy of it.
    expect(model.requests[2]?.history[2]).toMatchObject({ type: 'tool-results' });
    expect(model.requests[2]?.history[2]).toBe(model.requests[1]?.history[2]);
  });
});

describe('iteration management', () => {
  const looping = () =>
    new ScriptedToolModel(Array.from({ length: 10 }, () => tool('listAppointments', { date: '2026-11-24' })));

  it('cuts off a model that never stops calling tools at 10 calls, with a message built without the model', async () => {
    const model = looping();
    const result = await setup(model).agent.send('what do I have tomorrow?');
    expect(result).toMatchObject({ exit: 'iteration-limit', steps: 10 });
    expect(result.text).toMatch(/^I stopped after 10 steps without finishing\.\nWhat I did:\n- listAppointments/);
  });

  it('keeps the tools declared but sets the tool choice to none on the last step, and runs nothing then', async () => {
    const model = looping();
    const { agent, calendar } = setup(model);
    await agent.send('what do I have tomorrow?');
    expect(model.requests.map((request) => request.toolChoice)).toEqual([...Array(9).fill('auto'), 'none']);
    expect(model.requests[9]?.tools).toHaveLength(4);
    expect(model.requests[9]?.systemInstruction).toContain(
      'This is your last step for this message: no tools can run.',
    );
    expect(model.requests[8]?.systemInstruction).toContain('Note: only 2 steps left');
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments).toEqual([]);
  });
});

describe('recovery as tool results', () => {
  it('answers an unknown function, arguments that are not JSON and a wrong type with error results, one per call', async () => {
    const model = new ScriptedToolModel([
      {
        calls: [
          { name: 'bookFlight', args: {} },
          { name: 'checkAvailability', args: undefined, argumentsError: 'the arguments are not valid JSON' },
          { name: 'checkAvailability', args: { start: 20261124 } },
          { name: 'listAppointments', args: { date: '2026-11-24' } },
        ],
      },
      answer('Tomorrow is empty.'),
    ]);
    const { agent } = setup(model);
    expect(await agent.send('is tomorrow free?')).toMatchObject({ exit: 'answered', steps: 2 });
    const results = lastResults(model.requests[1]);
    expect(results.map((result) => result.callId)).toEqual(['call_1', 'call_2', 'call_3', 'call_4']);
    expect(results[0]).toMatchObject({ error: expect.stringContaining('Unknown tool "bookFlight"') });
    expect(results[1]).toMatchObject({ error: expect.stringContaining('could not be read') });
    expect(results[2]).toMatchObject({ error: expect.stringContaining('must be a string') });
    expect(results[3]).toMatchObject({ output: { appointments: [] } });
  });

  it('runs none of the calls of a reply that asks for more than 5, and says why in each result', async () => {
    const six = Array.from({ length: 6 }, () => ({ name: 'listAppointments', args: { date: '2026-11-24' } }));
    const model = new ScriptedToolModel([{ calls: six }, answer('ok')]);
    const ran: string[] = [];
    const { agent } = setup(model, { observer: { onToolResult: ({ result }) => ran.push(result.type) } });
    expect(await agent.send('hi')).toMatchObject({ exit: 'answered', steps: 2 });
    expect(ran).toEqual(Array(6).fill('error'));
    expect(lastResults(model.requests[1])[5]).toMatchObject({ error: expect.stringContaining('at most 5 run') });
  });

  it('tells the model about an empty reply and a call the API could not parse, and goes on', async () => {
    const model = new ScriptedToolModel([{}, { finishReason: 'malformed-call' }, answer('ok')]);
    const { agent } = setup(model);
    expect(await agent.send('hi')).toMatchObject({ exit: 'answered', steps: 3 });
    expect(model.requests[1]?.history.at(-1)).toEqual({
      type: 'feedback',
      text: `${INVALID_REPLY_PREFIX} The reply was empty. Answer the person, or call a tool.`,
    });
    expect(model.requests[2]?.history.at(-1)).toMatchObject({ type: 'feedback', text: /could not be read/ });
  });

  it('keeps text the model wrote beside its calls in the history, not as the answer', async () => {
    const model = new ScriptedToolModel([
      { text: 'Let me check.', calls: [{ name: 'listAppointments', args: { date: '2026-11-24' } }] },
      answer('Nothing booked.'),
    ]);
    const { agent } = setup(model);
    expect((await agent.send('tomorrow?')).text).toBe('Nothing booked.');
    expect(agent.history[1]).toMatchObject({ type: 'tool-calls', text: 'Let me check.' });
  });
});

describe('ending a turn early', () => {
  it('reports a model error and takes the turn back, leaving no half turn', async () => {
    const model = new ScriptedToolModel([
      new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' }),
    ]);
    const { agent } = setup(model);
    expect(await agent.send('hi')).toMatchObject({ exit: 'model-error', text: 'Could not reach Gemini.' });
    expect(agent.history).toEqual([]);
  });

  it('is cancelled by the signal while the answer streams', async () => {
    const model = new ScriptedToolModel([{ chunks: ['a', 'b', 'c'], delayMs: 20 }]);
    const { agent } = setup(model);
    const controller = new AbortController();
    const pieces: string[] = [];
    const output = {
      write: (delta: string) => {
        pieces.push(delta);
        controller.abort();
      },
      endStep: () => {},
    };
    const result = await agent.send('hi', controller.signal, output);
    expect(result).toMatchObject({ exit: 'cancelled', text: 'Cancelled.' });
    expect(pieces).toEqual(['a']);
    expect(agent.history).toEqual([]);
  });

  it('is cancelled by the signal while a tool runs, keeping what the tool did and closing the turn with a note', async () => {
    const model = new ScriptedToolModel([tool('listAppointments', { date: '2026-11-24' }), answer('never asked')]);
    const controller = new AbortController();
    const { agent } = setup(model, { observer: { onToolResult: () => controller.abort() } });
    const result = await agent.send('what do I have tomorrow?', controller.signal);
    expect(result).toMatchObject({ exit: 'cancelled', text: 'Cancelled.', steps: 1 });
    expect(model.requests).toHaveLength(1);
    expect(agent.history.map((entry) => entry.type)).toEqual(['user-input', 'tool-calls', 'tool-results', 'answer']);
    expect(agent.history.at(-1)).toEqual({ type: 'answer', text: CANCELLED_NOTE });
    expect(CANCELLED_NOTE).toMatch(/cancelled/);
  });

  it("takes back only this turn after a model error, keeping the last turn's tools", async () => {
    const failure = new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' });
    const model = new ScriptedToolModel([
      tool('listAppointments', { date: '2026-11-24' }),
      answer('Nothing.'),
      failure,
    ]);
    const { agent } = setup(model);
    await agent.send('what do I have tomorrow?');
    const kept = [...agent.history];
    expect((await agent.send('and Wednesday?')).exit).toBe('model-error');
    expect(agent.history).toEqual(kept);
  });

  it('closes a turn whose tools ran with a note when the model then fails', async () => {
    const failure = new NetworkError('network', 'Could not reach Gemini.', { provider: 'gemini' });
    const model = new ScriptedToolModel([tool('listAppointments', { date: '2026-11-24' }), failure]);
    const { agent } = setup(model);
    expect((await agent.send('what do I have tomorrow?')).exit).toBe('model-error');
    expect(agent.history.map((entry) => entry.type)).toEqual(['user-input', 'tool-calls', 'tool-results', 'answer']);
    expect(agent.history.at(-1)).toEqual({ type: 'answer', text: FAILED_NOTE });
    expect(FAILED_NOTE).toMatch(/failed/);
  });

  it("lets a failure that is not the model's (a bug) through, leaving the turn open in the log to resume", async () => {
    const model = new ScriptedToolModel([new TypeError('a bug in a provider')]);
    const { agent } = setup(model);
    await expect(agent.send('hi')).rejects.toThrow('a bug in a provider');
    expect(agent.history).toEqual([{ type: 'user-input', text: 'hi' }]);
  });
});

describe('what the loop reports and keeps between turns', () => {
  it('tells the observer of every model call and tool result, with its step and how long it took', async () => {
    const model = new ScriptedToolModel([tool('listAppointments', { date: '2026-11-24' }), answer('Nothing booked.')]);
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
    const model = new ScriptedToolModel([tool('listAppointments', { date: '2026-11-24' }), answer('Nothing booked.')]);
    const steps: number[] = [];
    const { agent } = setup(model, { observer: { onModelCall: ({ position }) => steps.push(position.step) } });
    expect((await agent.send('what do I have tomorrow?')).exit).toBe('answered');
    expect(steps).toEqual([1, 2]);
  });

  it('forgets the conversation on reset, so the next message starts alone', async () => {
    const model = new ScriptedToolModel([answer('Hello.'), answer('Hi again.')]);
    const { agent } = setup(model);
    await agent.send('hello');
    await agent.reset();
    expect(agent.history).toEqual([]);
    await agent.send('hi');
    expect(model.requests[1]?.history).toEqual([{ type: 'user-input', text: 'hi' }]);
  });

  it('sums up only this turn when the steps run out, and keeps the summary as the answer', async () => {
    const model = new ScriptedToolModel([
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
    expect(agent.history.at(-1)).toEqual({ type: 'answer', text: result.text });
  });

  it('keeps only the start of an overlong unusable reply in the history', async () => {
    const model = new ScriptedToolModel([answer('x'.repeat(MAX_REPLY_LENGTH + 1)), answer('Short.')]);
    const { agent } = setup(model);
    await agent.send('hi');
    const kept = agent.history.find((entry) => entry.type === 'invalid-reply');
    expect(kept?.type === 'invalid-reply' && kept.reply.length).toBe(2000);
  });

  it('keeps the calls an interrupted turn ran in what the model sees when a new message sets the turn aside', async () => {
    const kept = createMemoryRunLog();
    // The process dies just after a call's result is on disk, before the model is asked again.
    const crashing: RunLog = {
      ...kept,
      records: kept.records,
      append: async (entry) => {
        const stored = await kept.append(entry);
        if (entry.type === 'tool-result') throw new Error('killed');
        return stored;
      },
    };
    const first = setup(
      new ScriptedToolModel([tool('scheduleAppointment', { start: '2026-11-24T16:00', title: 'Haircut' })]),
      {
        runLog: crashing,
      },
    );
    await expect(first.agent.send('move my haircut tomorrow to 4pm')).rejects.toThrow('killed');

    const model = new ScriptedToolModel([answer('You have two haircuts.')]);
    const { agent } = setup(model, { runLog: kept });
    await agent.send('what do I have tomorrow?');
    expect(model.requests[0]?.history.map((entry) => entry.type)).toEqual([
      'user-input',
      'tool-calls',
      'tool-results',
      'answer',
      'user-input',
    ]);
    expect(model.requests[0]?.history[3]).toEqual({ type: 'answer', text: SET_ASIDE_NOTE });
  });

  it('closes a turn whose answer is on disk without its end, without asking the model again', async () => {
    const runLog = createMemoryRunLog();
    await runLog.append({ type: 'user-input', text: 'hello' });
    await runLog.append({ type: 'answer', text: 'Hello! How can I help?', step: 1 });
    // The process died here, before `turn-end`. A second reply would be paid for again, and could differ.
    const model = new ScriptedToolModel([answer('A second, different answer.')]);
    const { agent } = setup(model, { runLog });
    expect(agent.interrupted).toBeDefined();

    const result = await agent.resume();

    expect(result).toMatchObject({ exit: 'answered', text: 'Hello! How can I help?' });
    expect(model.requests).toHaveLength(0);
    expect(runLog.records.map((entry) => entry.type)).toEqual(['user-input', 'answer', 'turn-end']);
    expect(agent.interrupted).toBeUndefined();
    // Positive control: the next message does call the model.
    expect(await agent.send('and now?')).toMatchObject({ text: 'A second, different answer.' });
    expect(model.requests).toHaveLength(1);
  });
});
