import { parseJSONFromString, WORST_SHAPES } from '@scheduling-agent/reply-extraction';
import type { Table } from './table.ts';

/** From 1 KB up to 20,000 characters, the longest reply Part 3 takes (`MAX_REPLY_LENGTH`). */
const SIZES = [1_000, 5_000, 10_000, 20_000] as const;
/** Every shape must read a 20,000-character reply in less than this. */
const TARGET_MS = 50;

/** A plain answer of about `size` characters: the time every other row is compared with. */
function plainReply(size: number): string {
  const wrapper = JSON.stringify({ action: 'answer', response: '' });
  return JSON.stringify({ action: 'answer', response: 'Booked. '.repeat(size).slice(0, size - wrapper.length) });
}

/**
 * Milliseconds to read `reply`: the least of 5 samples, each averaging enough calls to take a few milliseconds. The
 * least is the run other work on the machine disturbed least, which matters on a shared machine.
 */
function millisecondsToRead(reply: string): number {
  const started = performance.now();
  parseJSONFromString(reply);
  const once = performance.now() - started;
  const perSample = Math.max(1, Math.min(1000, Math.ceil(5 / Math.max(once, 0.001))));
  const samples = Array.from({ length: 5 }, () => {
    const sampleStart = performance.now();
    for (let index = 0; index < perSample; index++) parseJSONFromString(reply);
    return (performance.now() - sampleStart) / perSample;
  });
  return Math.min(...samples);
}

/**
 * Time to read the reply shapes that cost the most (`WORST_SHAPES` in llm-service, the same inputs as its linear-time
 * test) from 1 KB to 20 KB, below a plain answer of the same length, with the slowest shape named at the end.
 */
export function measureReplyWorstShapes(): Table {
  const measure = (make: (size: number) => string) => {
    const times = SIZES.map((size) => millisecondsToRead(make(size)));
    return [...times, (times.at(-1)! / SIZES.at(-1)!) * 1e6];
  };
  const plain = ['plain answer (for comparison)', ...measure(plainReply)];
  const shapes = Object.entries(WORST_SHAPES).map(([name, make]) => [name, ...measure(make)]);
  const slowest = shapes.reduce((worst, row) =>
    (row[SIZES.length] as number) > (worst[SIZES.length] as number) ? row : worst,
  );
  const verdict = (slowest[SIZES.length] as number) < TARGET_MS ? 'under' : 'OVER';
  return {
    title: 'Reading the worst reply shapes (ms per reply)',
    note:
      '`parseJSONFromString` on each shape from 1 KB to the 20,000-character reply cap: the least of 5 samples, each ' +
      'averaging enough calls to last a few milliseconds, after one untimed call. The first row is a plain answer of ' +
      'the same length; the last column divides the 20 KB time by the length, so a linear reader costs about as ' +
      `much per character on every row. Slowest at 20 KB: ${slowest[0]}, ${verdict} the ${TARGET_MS} ms target.`,
    headers: ['shape', '1 KB ms', '5 KB ms', '10 KB ms', '20 KB ms', 'ns/char at 20 KB'],
    rows: [plain, ...shapes],
  };
}
