import { join } from 'node:path';
import { type Calendar, openCalendar } from '@scheduling-agent/calendar';
import { createOfflineModel } from '@scheduling-agent/offline-model';
import { createChatAgent, loadTools, type ToolRegistry } from '@scheduling-agent/part3-loop';
import { addSizes, estimateTokens, recording, sizeOf } from './recording-model.ts';
import { BENCH_CLOCK, TYPICAL_REQUEST, temporaryDirectory } from './setup.ts';
import type { Table } from './table.ts';

/** A request, and the fewest model calls that can serve it, with the steps that make that minimum. */
interface Scenario {
  readonly name: string;
  readonly message: string;
  readonly minimum: number;
  readonly minimumSteps: string;
}

// In this order on one calendar: the move finds the booking made first, and the cancel finds it where it moved.
const SCENARIOS: readonly Scenario[] = [
  { name: 'book', message: TYPICAL_REQUEST, minimum: 3, minimumSteps: 'check, book, answer' },
  { name: 'check', message: 'is 11am tomorrow free?', minimum: 2, minimumSteps: 'check, answer' },
  { name: 'list', message: 'what do I have tomorrow?', minimum: 2, minimumSteps: 'list, answer' },
  {
    name: 'reschedule',
    message: 'move my haircut tomorrow to 4pm',
    minimum: 4,
    minimumSteps: 'list (find id and length), book (refuses a taken time, so it is the check), delete, answer',
  },
  { name: 'cancel', message: 'cancel my 4pm tomorrow', minimum: 2, minimumSteps: 'delete, answer' },
];

/** Runs one scenario on a fresh Part 3 agent with the offline model, approving deletes as `--yes` does. */
async function runScenario(scenario: Scenario, tools: ToolRegistry, calendar: Calendar) {
  const model = recording(createOfflineModel({ clock: BENCH_CLOCK }));
  const agent = createChatAgent({ model, clock: BENCH_CLOCK, tools, context: { calendar }, approve: async () => true });
  const started = performance.now();
  const result = await agent.send(scenario.message);
  const turnMs = performance.now() - started;
  const steps = agent.history.flatMap((entry) =>
    entry.type === 'tool-calls' ? [entry.calls.map((call) => call.tool).join(' + ')] : [],
  );
  return { result, turnMs, steps, chars: addSizes(model.requests.map(sizeOf)).total, calls: model.requests.length };
}

/**
 * Model calls per offline scenario in Part 3, against the fewest that could do the job: each extra call is a full
 * request (system instruction, history, schema) that a real model would be paid and waited for.
 */
export async function measureOfflineScenarios(): Promise<Table> {
  const tools = await loadTools();
  const calendar = openCalendar({ file: join(temporaryDirectory('scenarios'), 'calendar.json'), clock: BENCH_CLOCK });
  const rows = [];
  for (const scenario of SCENARIOS) {
    const { result, turnMs, steps, chars, calls } = await runScenario(scenario, tools, calendar);
    rows.push([
      `${scenario.name}: "${scenario.message}"`,
      calls,
      `${scenario.minimum} (${scenario.minimumSteps})`,
      [...steps, 'answer'].join(' → '),
      result.exit,
      chars,
      estimateTokens(chars),
      turnMs,
    ]);
  }
  return {
    title: 'Model calls per offline scenario (Part 3)',
    note:
      "Part 3's agent with the offline model (as `parts/part3-loop/src/main.ts` builds it), a " +
      'fresh agent per scenario on one shared calendar, deletes approved as with `--yes`. "Sent" is every request of ' +
      'the turn added up (system instruction + messages + schema), in characters and ≈ tokens (chars/4, an estimate).',
    headers: ['scenario', 'model calls', 'minimum', 'steps taken', 'exit', 'chars sent', '≈ tokens', 'turn ms'],
    rows,
    align: ['left', 'right', 'left', 'left', 'left', 'right', 'right', 'right'],
  };
}
