import { fixedClock } from '@scheduling-agent/clock';
import type { ConversationEntry, ToolCallingRequest, ToolDeclaration } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { createNativeOfflineModel } from './native-offline-model.ts';
import { appointment, booked, cancelled, free, listed } from './planning-fixtures.ts';

const TOOLS: ToolDeclaration[] = [
  'checkAvailability',
  'scheduleAppointment',
  'deleteAppointment',
  'listAppointments',
].map((name) => ({ name, description: name, parameters: { type: 'object' } }));
// Monday 23 November 2026, 08:30 in London: "tomorrow" is Tuesday the 24th.
const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

function request(history: readonly ConversationEntry[], extra: Partial<ToolCallingRequest> = {}): ToolCallingRequest {
  return { systemInstruction: 'You are a scheduling assistant.', history, tools: TOOLS, ...extra };
}

describe('createNativeOfflineModel', () => {
  it('books over native calls: checks, books, then streams its answer', async () => {
    const model = createNativeOfflineModel({ clock });
    const history: ConversationEntry[] = [{ type: 'user-input', text: 'book a haircut tomorrow at 2pm' }];
    const check = await model.generate(request(history));
    expect(check.toolCalls).toEqual([
      { id: 'offline_1', name: 'checkAvailability', args: { start: '2026-11-24T14:00' } },
    ]);
    history.push(
      { type: 'tool-calls', calls: check.toolCalls },
      {
        type: 'tool-results',
        results: [
          { callId: 'offline_1', name: 'checkAvailability', output: free('2026-11-24T14:00', '2026-11-24T14:30') },
        ],
      },
    );
    const book = await model.generate(request(history));
    expect(book.toolCalls[0]).toMatchObject({
      name: 'scheduleAppointment',
      args: { start: '2026-11-24T14:00', title: 'Haircut' },
    });
    const haircut = appointment('apt_hair01', '2026-11-24T14:00', '2026-11-24T14:30', 'Haircut');
    history.push(
      { type: 'tool-calls', calls: book.toolCalls },
      {
        type: 'tool-results',
        results: [{ callId: book.toolCalls[0]!.id, name: 'scheduleAppointment', output: booked(haircut) }],
      },
    );
    const pieces: string[] = [];
    const answer = await model.generate(request(history, { onText: (delta) => pieces.push(delta) }));
    expect(answer).toMatchObject({ text: 'Booked Tue 24 Nov 14:00–14:30 Haircut (apt_hair01).', finishReason: 'stop' });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(answer.text);
  });

  it('answers in text when the last step forbids calls', async () => {
    const model = createNativeOfflineModel({ clock });
    const reply = await model.generate(
      request([{ type: 'user-input', text: 'book a haircut tomorrow at 2pm' }], { toolChoice: 'none' }),
    );
    expect(reply.toolCalls).toEqual([]);
    expect(reply.text).not.toBe('');
  });

  describe('with tools two servers both offer, which the host names SERVER__TOOL', () => {
    const declare = (names: readonly string[]): ToolDeclaration[] =>
      names.map((name) => ({ name, description: name, parameters: { type: 'object' } }));
    const dentist = appointment('apt_dent01', '2026-11-24T10:00', '2026-11-24T11:00', 'Dentist');
    const day = { date: '2026-11-24' };

    /** "cancel my dentist tomorrow" up to the step after the day's list came back. */
    async function afterList(names: readonly string[]) {
      const model = createNativeOfflineModel({ clock });
      const tools = declare(names);
      const history: ConversationEntry[] = [{ type: 'user-input', text: 'cancel my dentist tomorrow' }];
      const list = await model.generate(request(history, { tools }));
      expect(list.toolCalls).toEqual([{ id: 'offline_1', name: 'listAppointments', args: day }]);
      history.push(
        { type: 'tool-calls', calls: list.toolCalls },
        {
          type: 'tool-results',
          results: [{ callId: 'offline_1', name: 'listAppointments', output: listed('2026-11-24', [dentist]) }],
        },
      );
      return { model, tools, history, reply: await model.generate(request(history, { tools })) };
    }

    it("calls the calendar server's deleteAppointment, and reads its result back", async () => {
      const names = ['listAppointments', 'other__deleteAppointment', 'calendar__deleteAppointment'];
      const { model, tools, history, reply } = await afterList(names);
      expect(reply.toolCalls).toEqual([
        { id: 'offline_2', name: 'calendar__deleteAppointment', args: { id: 'apt_dent01' } },
      ]);
      history.push(
        { type: 'tool-calls', calls: reply.toolCalls },
        {
          type: 'tool-results',
          results: [{ callId: 'offline_2', name: 'calendar__deleteAppointment', output: cancelled(dentist) }],
        },
      );
      const answer = await model.generate(request(history, { tools }));
      expect(answer.text).toBe('Cancelled Tue 24 Nov 10:00–11:00 Dentist (apt_dent01).');
    });

    it('calls the one server that offers it when only one name is namespaced', async () => {
      const { reply } = await afterList(['listAppointments', 'work__deleteAppointment']);
      expect(reply.toolCalls).toEqual([
        { id: 'offline_2', name: 'work__deleteAppointment', args: { id: 'apt_dent01' } },
      ]);
    });

    it('does not guess between two servers when neither is the calendar, and says so', async () => {
      const { reply } = await afterList(['listAppointments', 'work__deleteAppointment', 'home__deleteAppointment']);
      expect(reply.toolCalls).toEqual([]);
      expect(reply.text).toBe(
        'More than one server offers deleteAppointment (work__deleteAppointment, home__deleteAppointment), and I ' +
          'will not guess which one you mean, so I left everything as it is. Take the one you do not want out of ' +
          'the MCP server config.',
      );
    });
  });
});
