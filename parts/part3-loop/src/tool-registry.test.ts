import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import { describe, expect, it } from 'vitest';
import { checkToolModule } from './tool-module-check.ts';
import { loadTools } from './tool-registry.ts';

const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
const context = () => ({
  calendar: openCalendar({ file: join(mkdtempSync(join(tmpdir(), 'registry-')), 'calendar.json'), clock }),
});

describe('loadTools', () => {
  it('discovers every tool module in the folder', async () => {
    const registry = await loadTools();
    expect(registry.list()).toEqual([
      'checkAvailability',
      'deleteAppointment',
      'listAppointments',
      'scheduleAppointment',
    ]);
    expect(registry.getDefinition('deleteAppointment')?.destructive).toBe(true);
  });

  it('refuses a malformed module, naming the file and the problem', async () => {
    await expect(loadTools(new URL('./test-fixtures/broken-tools/', import.meta.url))).rejects.toThrow(
      /broken-tools\/noExecute\.ts is not a valid tool: it does not export an `execute` function/,
    );
  });

  it('generates a tools prompt with every tool and its parameters', async () => {
    const prompt = (await loadTools()).generateToolsPrompt();
    expect(prompt).toContain('- checkAvailability: Check whether a time is free.');
    expect(prompt).toContain('    - date (string, required): Start, local time, as YYYY-MM-DDTHH:mm');
    expect(prompt).toContain('    - title (string): What it is for');
  });
});

describe('ToolRegistry.execute', () => {
  it('runs a tool with valid parameters', async () => {
    const registry = await loadTools();
    const outcome = await registry.execute('checkAvailability', { date: '2026-11-24T10:00' }, context());
    expect(outcome).toMatchObject({ ok: true, tool: 'checkAvailability', result: { available: true } });
  });

  it.each(['bookFlight', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''])(
    'answers "unknown tool" for %j, listing the real ones',
    async (name) => {
      const registry = await loadTools();
      expect(registry.getDefinition(name)).toBeUndefined();
      const outcome = await registry.execute(name, { date: '2026-11-24T10:00' }, context());
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'unknown-tool' } });
      if (!outcome.ok) expect(outcome.error.message).toContain('The tools are: checkAvailability, deleteAppointment');
    },
  );

  it.each([
    [{ date: 20261124 }, 'date must be a string (got number 20261124)'],
    [{}, 'date is missing'],
    [{ date: '2026-11-24T10:00', colour: 'blue' }, 'colour is not an allowed field'],
    [{ date: '2026-11-24T10:00', durationMinutes: 1.5 }, 'durationMinutes must be an integer'],
    ['tomorrow', 'parameters must be an object (got string "tomorrow")'],
  ])('refuses invalid parameters %j with a message naming the field', async (parameters, expected) => {
    const outcome = await (await loadTools()).execute('scheduleAppointment', parameters, context());
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-parameters' } });
    if (!outcome.ok) expect(outcome.error.message).toContain(expected);
  });

  it('turns a tool that throws into a failed outcome', async () => {
    const registry = await loadTools(new URL('./test-fixtures/throwing-tools/', import.meta.url));
    const outcome = await registry.execute('explode', { date: 'x' }, context());
    expect(outcome).toEqual({
      ok: false,
      tool: 'explode',
      error: { kind: 'failed', message: 'explode failed: the disk is on fire' },
    });
  });
});

describe('checkToolModule', () => {
  it('lists every problem with a module at once', () => {
    expect(() => checkToolModule({ definition: { name: 'other' } }, '/x/tools/mine.ts')).toThrow(
      /`definition.name` is "other" but the file is mine.ts.*description.*parameters.*returns.*execute/,
    );
  });

  it('refuses a module with no exports', () => {
    expect(() => checkToolModule({}, '/x/tools/empty.ts')).toThrow(/does not export a `definition` object/);
  });
});
