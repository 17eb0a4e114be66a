import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { checkPortableSchema, type JsonSchema, toWireSchema } from '@scheduling-agent/llm-service';
import { createOfflineModel } from '@scheduling-agent/offline-model';
import { createChatAgent as createPart1Agent } from '@scheduling-agent/part1-chat';
import { createChatAgent as createPart2Agent, loadTools as loadPart2Tools } from '@scheduling-agent/part2-tools';
import { createChatAgent as createPart3Agent, loadTools as loadPart3Tools } from '@scheduling-agent/part3-loop';
import { describe, expect, it } from 'vitest';
import { recording } from '../bench/recording-model.ts';
import { BENCH_CLOCK as clock, temporaryDirectory } from '../bench/setup.ts';

const calendar = (name: string) =>
  openCalendar({ file: join(temporaryDirectory(`schemas-${name}`), 'calendar.json'), clock });

/** Every reply schema a part really sends, collected from its own agent on the stand-in. */
async function schemasSent(): Promise<Array<[string, JsonSchema]>> {
  const part1 = recording(createOfflineModel({ clock }));
  await createPart1Agent({ model: part1, clock }).send('hello');
  const part2 = recording(createOfflineModel({ clock }));
  const context2 = { calendar: calendar('2') };
  const agent2 = createPart2Agent({
    model: part2,
    clock,
    tools: await loadPart2Tools(),
    context: context2,
    approve: async () => false,
  });
  await agent2.send('is tomorrow at 10am free?');
  const part3 = recording(createOfflineModel({ clock }));
  const tools3 = await loadPart3Tools();
  const options3 = { clock, tools: tools3, context: { calendar: calendar('3') }, approve: async () => false };
  await createPart3Agent({ model: part3, ...options3 }).send('is tomorrow at 10am free?');
  const lastStep = recording(createOfflineModel({ clock }));
  await createPart3Agent({ model: lastStep, ...options3, maxSteps: 1 }).send('is tomorrow at 10am free?');
  const schemaOf = (model: typeof part1, index: number) => model.requests[index]!.responseSchema!;
  return [
    ['Part 1', schemaOf(part1, 0)],
    ['Part 2', schemaOf(part2, 0)],
    ['Part 3, a step with tools', schemaOf(part3, 0)],
    ['Part 3, the last step (an answer only)', schemaOf(lastStep, 0)],
  ];
}

describe('the reply schemas the parts send (what providers receive)', () => {
  it('each has an object at the root and passes every portability rule', async () => {
    const sent = await schemasSent();
    expect(sent).toHaveLength(4);
    for (const [name, schema] of sent) {
      const wire = toWireSchema(schema);
      expect(wire.type, `${name}: the root must be an object (OpenAI refuses anything else)`).toBe('object');
      expect(checkPortableSchema(wire), `${name}: keywords some model servers refuse`).toEqual([]);
    }
  });

  it('the last step of Part 3 offers no tool action', async () => {
    const sent = await schemasSent();
    const last = JSON.stringify(toWireSchema(sent[3]![1]));
    expect(last).not.toContain('"tool"');
    expect(JSON.stringify(toWireSchema(sent[2]![1]))).toContain('"scheduleAppointment"');
  });
});
