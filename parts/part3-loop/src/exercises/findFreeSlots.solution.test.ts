import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { loadTools } from '../tool-registry.ts';

// Checks the solution to the docs' exercise "add a tool": dropped into a tools folder, it is found and works.
const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

async function registryWithSolution() {
  const folder = mkdtempSync(join(tmpdir(), 'tools-'));
  const solution = new URL('./findFreeSlots.solution.ts', import.meta.url).href;
  writeFileSync(join(folder, 'findFreeSlots.ts'), `export * from ${JSON.stringify(solution)};\n`);
  return loadTools(pathToFileURL(`${folder}/`));
}

describe('exercise solution: findFreeSlots', () => {
  it('is discovered by the registry and appears in the tools prompt', async () => {
    const registry = await registryWithSolution();
    expect(registry.list()).toEqual(['findFreeSlots']);
    expect(registry.generateToolsPrompt()).toContain('- findFreeSlots: List the free start times');
  });

  it('lists the free times around a booking', async () => {
    const calendar = openCalendar({ file: join(mkdtempSync(join(tmpdir(), 'cal-')), 'calendar.json'), clock });
    await calendar.book({ start: '2026-11-24T10:00', durationMinutes: 60 });
    const outcome = await (await registryWithSolution()).execute('findFreeSlots', { date: '2026-11-24' }, { calendar });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const slots = outcome.result.slots as string[];
    expect(slots).toContain('2026-11-24T09:30');
    expect(slots).not.toContain('2026-11-24T10:00');
    expect(slots).not.toContain('2026-11-24T10:30');
    expect(slots).toContain('2026-11-24T11:00');
    expect(slots.at(-1)).toBe('2026-11-24T16:30');
  });

  it('refuses a day it cannot read', async () => {
    const calendar = openCalendar({ file: join(mkdtempSync(join(tmpdir(), 'cal-')), 'calendar.json'), clock });
    const outcome = await (await registryWithSolution()).execute('findFreeSlots', { date: 'tomorrow' }, { calendar });
    expect(outcome).toMatchObject({ ok: true, result: { ok: false, message: expect.stringContaining('YYYY-MM-DD') } });
  });
});
