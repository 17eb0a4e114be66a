import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { COLOURS, readTraceFile, renderTimeline } from './trace-timeline.ts';

const ms = (value: number) => String(value * 1e6);
const span = (name: string, id: string, start: number, end: number, operation?: string, failed = false) => ({
  traceId: 'ab'.repeat(16),
  spanId: id,
  ...(operation ? { parentSpanId: 'root' } : {}),
  name,
  startTimeUnixNano: ms(start),
  endTimeUnixNano: ms(end),
  attributes: operation ? [{ key: 'gen_ai.operation.name', value: { stringValue: operation } }] : [],
  status: { code: failed ? 2 : 0 },
});
const TRACE = JSON.stringify({
  resourceSpans: [
    {
      scopeSpans: [
        {
          spans: [
            span('invoke_agent scheduling-agent', 'root', 0, 1000),
            span('chat offline', 'c1', 0, 400, 'chat'),
            span('execute_tool checkAvailability', 't1', 400, 500, 'execute_tool'),
            span('approval', 'a1', 500, 700, 'approval'),
            span('execute_tool scheduleAppointment', 't2', 700, 900, 'execute_tool', true),
          ],
        },
      ],
    },
  ],
});

/** How many pixels of the screenshot have this colour (`#rrggbb`), give or take a little anti-aliasing. */
function pixelsOf(png: PNG, colour: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
  let count = 0;
  for (let at = 0; at < png.data.length; at += 4) {
    const close = (offset: number, value: number) => Math.abs(png.data[at + offset]! - value) <= 3;
    if (close(0, r!) && close(1, g!) && close(2, b!)) count++;
  }
  return count;
}

describe('the timeline in a real browser (headless Chromium)', () => {
  it('draws a bar for the model call, each tool call and the question, in their colours and order', () => {
    const folder = mkdtempSync(join(tmpdir(), 'timeline-'));
    const page = join(folder, 'trace.html');
    writeFileSync(page, renderTimeline(readTraceFile(TRACE), 'A booking'));
    const shot = join(folder, 'shot.png');
    const run = spawnSync(
      'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--screenshot=${shot}`,
        '--window-size=1000,500',
        `file://${page}`,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.error, 'chromium is not installed: apt-get install -y chromium').toBeUndefined();
    const png = PNG.sync.read(readFileSync(shot));
    // Each bar is 30 px tall; its width is its share of the turn in a lane about 950 px wide.
    expect(pixelsOf(png, COLOURS.chat)).toBeGreaterThan(30 * 300);
    expect(pixelsOf(png, COLOURS.execute_tool)).toBeGreaterThan(30 * 60);
    expect(pixelsOf(png, COLOURS.approval)).toBeGreaterThan(30 * 150);
    expect(pixelsOf(png, COLOURS.failed)).toBeGreaterThan(30 * 150);
    // A bar sits where its time is: the chat bar starts left of the approval bar.
    const firstColumn = (colour: string) => {
      for (let x = 0; x < png.width; x++) {
        for (let y = 120; y < png.height; y++) {
          const at = (y * png.width + x) * 4;
          if (`#${[0, 1, 2].map((i) => png.data[at + i]!.toString(16).padStart(2, '0')).join('')}` === colour) return x;
        }
      }
      return -1;
    };
    expect(firstColumn(COLOURS.chat)).toBeGreaterThan(0);
    expect(firstColumn(COLOURS.chat)).toBeLessThan(firstColumn(COLOURS.approval));
  });
});
