import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { createOfflineModel } from '@scheduling-agent/offline-model';
import { createChatAgent as createPart1Agent } from '@scheduling-agent/part1-chat';
import { createChatAgent as createPart2Agent, loadTools as loadPart2Tools } from '@scheduling-agent/part2-tools';
import { createChatAgent as createPart3Agent, loadTools as loadPart3Tools } from '@scheduling-agent/part3-loop';
import {
  addSizes,
  estimateTokens,
  type RecordingModel,
  type RequestSize,
  recording,
  sizeOf,
} from './recording-model.ts';
import { BENCH_CLOCK, TYPICAL_REQUEST, temporaryDirectory } from './setup.ts';
import { formatShare, type Table } from './table.ts';

const clock = BENCH_CLOCK;

/** Sends the typical request to each part's own agent on its offline model (as its main.ts builds it); returns the model calls made. */
async function requestsByPart(): Promise<Array<[string, RecordingModel]>> {
  const calendarOf = (name: string) =>
    openCalendar({ file: join(temporaryDirectory(`requests-${name}`), 'calendar.json'), clock });
  const part1 = recording(createOfflineModel({ clock }));
  await createPart1Agent({ model: part1, clock }).send(TYPICAL_REQUEST);
  const part2 = recording(createOfflineModel({ clock }));
  const tools2 = await loadPart2Tools();
  await createPart2Agent({
    model: part2,
    clock,
    tools: tools2,
    context: { calendar: calendarOf('2') },
    approve: async () => false,
  }).send(TYPICAL_REQUEST);
  const part3 = recording(createOfflineModel({ clock }));
  const tools3 = await loadPart3Tools();
  const agent3 = createPart3Agent({
    model: part3,
    clock,
    tools: tools3,
    context: { calendar: calendarOf('3') },
    approve: async () => true,
  });
  await agent3.send(TYPICAL_REQUEST);
  return [
    ['Part 1', part1],
    ['Part 2', part2],
    ['Part 3', part3],
  ];
}

function row(name: string, size: RequestSize): Array<string | number> {
  return [
    name,
    size.system,
    size.messages,
    size.schema,
    size.total,
    estimateTokens(size.total),
    formatShare(size.system, size.total),
  ];
}

/**
 * What each part sends the model for the typical first request, in characters (and a token estimate), and how
 * much of it is the system instruction; for Part 3, also the whole turn, which resends the instruction every step.
 */
export async function measureRequestSize(): Promise<Table> {
  const byPart = await requestsByPart();
  const rows = byPart.map(([name, model]) => row(`${name}: first request`, sizeOf(model.requests[0]!)));
  const part3 = byPart[2]![1];
  rows.push(row(`Part 3: whole turn (${part3.requests.length} model calls)`, addSizes(part3.requests.map(sizeOf))));
  return {
    title: `Request size for "${TYPICAL_REQUEST}" (characters)`,
    note:
      "Each part's own `createChatAgent` on its offline model (as its `main.ts` builds it), a new calendar, the " +
      'clock pinned to Monday 23 November 2026. Characters, not tokens: "≈ tokens" is characters / 4, an estimate ' +
      "(real tokenizers differ, and JSON and dates tokenize worse than prose). The schema is the reply format's " +
      'JSON Schema, sent with every request for the JSON mode; whether a provider bills it as input varies.',
    headers: ['request', 'system', 'messages', 'schema', 'total', '≈ tokens (chars/4)', 'system share'],
    rows,
  };
}
