import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import { checkPortableSchema } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import type { ToolCallResult } from './tool.ts';
import { checkToolModule } from './tool-module-check.ts';
import { loadTools, type PreparedCall } from './tool-registry.ts';

const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
const context = () => ({
  calendar: openCalendar({ file: join(mkdtempSync(join(tmpdir(), 'registry-')), 'calendar.json'), clock }),
});
const fixtures = (name: string) => new URL(`../test-fixtures/${name}/`, import.meta.url);

/** Checks and prepares a call, then runs it if it is ready. */
async function run(tool: string, parameters: unknown, registry?: Awaited<ReturnType<typeof loadTools>>) {
  const tools = registry ?? (await loadTools());
  const checked = tools.checkCall(tool, parameters);
  if (!checked.ok) return checked.result;
  const prepared = await tools.prepare(checked.call, context());
  return prepared.type === 'prepared' ? prepared.run() : prepared;
}

describe('loadTools', () => {
  it('loads the tools folder: the four calendar tools, with deleting marked destructive', async () => {
    const registry = await loadTools();
    expect(registry.list()).toEqual(expect.arrayContaining(['checkAvailability', 'deleteAppointment']));
    for (const name of registry.list()) expect(registry.getDefinition(name)?.name).toBe(name);
    expect(registry.getDefinition('deleteAppointment')?.destructive).toBe(true);
    expect(registry.getDefinition('checkAvailability')?.destructive).toBe(false);
  });

  it('lists the tools in the order of their file names', async () => {
    // Not which tools there are: an exercise adds one.
    const names = (await loadTools()).list();
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['checkAvailability', 'scheduleAppointment']));
  });

  it('refuses two files that define the same tool, naming the second', async () => {
    await expect(loadTools(fixtures('duplicate-tools'))).rejects.toThrow(
      /duplicate-tools\/findFreeSlots\.ts: a tool named findFreeSlots already exists/,
    );
  });

  it('loads a tool from a kebab-case file named after it', async () => {
    expect((await loadTools(fixtures('kebab-tools'))).list()).toEqual(['findFreeSlots']);
  });

  it('refuses a malformed module, naming the file and the problem', async () => {
    await expect(loadTools(fixtures('broken-tools'))).rejects.toThrow(
      /broken-tools\/noExecute\.ts \(tool noExecute\) is not a valid tool: it has no `execute` function/,
    );
  });

  it('refuses a tool whose parameters some model servers would refuse, naming the tool and the keyword', async () => {
    await expect(loadTools(fixtures('unportable-tools'))).rejects.toThrow(
      /unportable-tools\/pickOne\.ts: tool pickOne: its parameters would be refused by some model servers: .*anyOf/,
    );
  });

  it('loads only tools whose parameters every model server accepts', async () => {
    const registry = await loadTools();
    for (const name of registry.list())
      expect(checkPortableSchema(registry.getDefinition(name)!.parameters)).toEqual([]);
  });
});

describe('checking and running a call', () => {
  it('runs a tool with valid parameters, as a tagged result', async () => {
    expect(await run('checkAvailability', { start: '2026-11-24T10:00' })).toMatchObject({
      type: 'result',
      call: { tool: 'checkAvailability', parameters: { start: '2026-11-24T10:00' } },
      result: { available: true },
    });
  });

  it.each(['bookFlight', '__proto__', 'constructor', 'toString', 'hasOwnProperty', ''])(
    'answers "unknown tool" for %j, listing the real ones',
    async (name) => {
      const registry = await loadTools();
      expect(registry.getDefinition(name)).toBeUndefined();
      const result = await run(name, { start: '2026-11-24T10:00' }, registry);
      expect(result).toMatchObject({ type: 'error', error: { kind: 'unknown-tool' } });
      expect(result.call).toEqual({ tool: name, parameters: {} });
      expect(errorOf(result)).toContain('The tools are: checkAvailability, deleteAppointment');
    },
  );

  it.each([
    [{ start: 20261124 }, 'start must be a string (got number 20261124)'],
    [{}, 'start is missing'],
    [{ start: '2026-11-24T10:00', colour: 'blue' }, 'colour is not an allowed field'],
    [{ start: '2026-11-24T10:00', durationMinutes: 1.5 }, 'durationMinutes must be an integer'],
    ['tomorrow', 'parameters must be an object (got string "tomorrow")'],
  ])('refuses invalid parameters %j with a message naming the field', async (parameters, expected) => {
    const result = await run('scheduleAppointment', parameters);
    expect(result).toMatchObject({ type: 'error', error: { kind: 'invalid-parameters' } });
    expect(errorOf(result)).toContain(expected);
  });

  it('turns a tool that throws into a failed result', async () => {
    const result = await run('explode', { date: 'x' }, await loadTools(fixtures('throwing-tools')));
    expect(result).toEqual({
      type: 'error',
      call: { tool: 'explode', parameters: { date: 'x' } },
      error: { kind: 'failed', message: 'explode failed: the disk is on fire' },
    });
  });
});

describe('preparing a deletion', () => {
  async function booked() {
    const registry = await loadTools();
    const toolContext = context();
    const board = await toolContext.calendar.book({
      start: '2026-11-24T10:00',
      title: 'Board meeting',
      durationMinutes: 60,
    });
    await toolContext.calendar.book({ start: '2026-11-25T10:00', title: 'Dentist' });
    if (!board.ok) throw new Error(board.message);
    const prepare = (parameters: Record<string, unknown>) =>
      registry.prepare({ tool: 'deleteAppointment', parameters }, toolContext);
    return { prepare, id: board.appointment.id, calendar: toolContext.calendar };
  }

  it('asks about the appointment itself, in words, and deletes exactly that one', async () => {
    const { prepare, id, calendar } = await booked();
    const prepared = (await prepare({ start: '2026-11-24T10:00' })) as PreparedCall;
    expect(prepared.question).toBe('Cancel Tue 24 Nov 10:00–11:00 "Board meeting"?');
    expect(prepared.question).not.toContain(id);
    expect(await prepared.run()).toMatchObject({ type: 'result', result: { ok: true } });
    expect(await calendar.get(id)).toBeUndefined();
  });

  it('refuses a call whose id and start name different appointments, without asking', async () => {
    const { prepare, id, calendar } = await booked();
    const result = await prepare({ start: '2026-11-25T10:00', id });
    expect(result).toMatchObject({
      type: 'result',
      result: { ok: false, reason: 'mismatch', message: expect.stringContaining('The id and the start disagree') },
    });
    expect(await calendar.get(id)).toBeDefined();
  });

  it('refuses a call that names neither an id nor a start time, without asking', async () => {
    const { prepare, id, calendar } = await booked();
    const result = await prepare({});
    expect(result).toMatchObject({ type: 'result', result: { ok: false, reason: 'invalid-request' } });
    expect(refusalOf(result)).toMatch(/give its id \(like apt_x1y2z3\) or its exact start/);
    expect(await calendar.get(id)).toBeDefined();
  });

  it('refuses, without asking, with the very object the calendar gives when it refuses a cancel', async () => {
    const { prepare, id, calendar } = await booked();
    for (const parameters of [{ id: 'apt_nothing' }, { start: '2026-11-24T10:15' }]) {
      const result = await prepare(parameters);
      // The same request sent straight to the calendar refuses too (and cancels nothing): the two must read alike.
      expect(result).toEqual({ type: 'result', call: expect.anything(), result: await calendar.cancel(parameters) });
    }
    expect(refusalOf(await prepare({ start: '2026-11-24T10:15' }))).toMatch(/^No appointment starts at/);
    expect(await prepare({ start: '2026-11-24T10:15' })).toMatchObject({ result: { candidates: [{ id }] } });
  });
});

describe('checkToolModule', () => {
  it('lists every problem with a module at once', () => {
    expect(() => checkToolModule({ default: { definition: { name: 'other' } } }, '/x/tools/mine.ts')).toThrow(
      /its name is "other" but the file is mine.ts.*description.*parameters.*returns.*execute/,
    );
  });

  it('refuses a module without a default export made by defineTool', () => {
    expect(() => checkToolModule({}, '/x/tools/empty.ts')).toThrow(/its default export is not a tool/);
  });
});

function errorOf(result: ToolCallResult): string {
  return result.type === 'error' ? result.error.message : '';
}

function refusalOf(result: ToolCallResult | PreparedCall): string {
  if (result.type !== 'result') throw new Error(`expected a refusal as the call's result, got ${result.type}`);
  return result.result.message;
}
