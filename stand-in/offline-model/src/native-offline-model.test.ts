import { fixedClock } from '@scheduling-agent/clock';
import type { ConversationEntry, ToolCallingRequest, ToolDeclaration } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { createNativeOfflineModel } from './native-offline-model.ts';
import { appointment, booked, free } from './planning-fixtures.ts';

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
});
