import { parseJSONFromString } from '@scheduling-agent/llm-service';
import { WORST_SHAPES } from '@scheduling-agent/llm-service/testing';
import { median } from './stats.ts';
import type { Table } from './table.ts';

const SIZES = [1_000, 100_000, 1_000_000] as const;

/** Median milliseconds to read `reply`, over enough calls to take a few milliseconds per sample. */
function millisecondsToRead(reply: string): number {
  const started = performance.now();
  parseJSONFromString(reply);
  const once = performance.now() - started;
  const perSample = Math.max(1, Math.min(1000, Math.ceil(5 / Math.max(once, 0.001))));
  const samples = Array.from({ length: 3 }, () => {
    const sampleStart = performance.now();
    for (let index = 0; index < perSample; index++) parseJSONFromString(reply);
    return (performance.now() - sampleStart) / perSample;
  });
  return median(samples);
}

/**
 * Time to read the reply shapes that cost the most (`WORST_SHAPES` in llm-service, the same inputs as its linear-time
 * test) at 1 KB, 100 KB and 1 MB. Linear time shows as a steady cost per KB; the issue 11 shape took 50 s at 200 KB.
 */
export function measureReplyWorstShapes(): Table {
  const rows = Object.entries(WORST_SHAPES).map(([name, make]) => {
    const replies = SIZES.map((size) => make(size));
    const times = replies.map(millisecondsToRead);
    const perCharacter = (index: number) => (times[index]! / replies[index]!.length) * 1e6;
    return [name, ...times, perCharacter(1), perCharacter(2)];
  });
  return {
    title: 'Reading the worst reply shapes (ms per reply)',
    note:
      '`parseJSONFromString` on each shape at 1 KB, 100 KB and 1 MB: median of 3 samples, each averaging enough calls ' +
      'to last a few milliseconds, after one untimed call. The last two columns divide the time by the length: a ' +
      'linear reader costs about as much per character at 1 MB as at 100 KB.',
    headers: ['shape', '1 KB ms', '100 KB ms', '1 MB ms', 'ns/char at 100 KB', 'ns/char at 1 MB'],
    rows,
  };
}
