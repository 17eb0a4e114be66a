import { localNow } from '@scheduling-agent/clock';
import { buildActionSchema, buildSystemInstruction, loadTools, stepPosition } from '@scheduling-agent/part3-loop';
import { BENCH_CLOCK } from './setup.ts';
import { microsPerCall } from './stats.ts';
import type { Table } from './table.ts';

/**
 * What Part 3 rebuilds for every model call, timed alone: the system instruction (which asks the clock for the local
 * date and time) and the reply schema. Explains most of the loop's own cost per step.
 */
export async function measureStepPieces(): Promise<Table> {
  const tools = await loadTools();
  const pieces: ReadonlyArray<readonly [string, () => unknown]> = [
    ['`buildSystemInstruction` (step 1 of 10)', () => buildSystemInstruction(BENCH_CLOCK, tools, stepPosition(1, 10))],
    ['… of which `localNow(clock)` (clock package)', () => localNow(BENCH_CLOCK)],
    ['`buildActionSchema` (with tools)', () => buildActionSchema(tools, { tools: true })],
  ];
  return {
    title: 'What each step rebuilds (µs per call)',
    note: 'Medians of 5 batches of 500 calls each, after one untimed batch.',
    headers: ['piece', 'µs per call (median)', 'µs per call (min)'],
    rows: pieces.map(([name, call]) => {
      const summary = microsPerCall(call, { perBatch: 500 });
      return [name, summary.median, summary.min];
    }),
  };
}
