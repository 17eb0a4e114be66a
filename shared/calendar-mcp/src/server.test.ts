import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { type CallToolResult, ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { openCalendar } from '@scheduling-agent/calendar';
import { CALENDAR_TOOL_CONTRACTS } from '@scheduling-agent/calendar-tools';
import { fixedClock } from '@scheduling-agent/clock';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPECT_TARGET_META, IDEMPOTENCY_KEY_META, PREVIEW_META } from './call-meta.ts';
import { createCalendarServer } from './server.ts';

const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
let client: Client | undefined;

/** A client connected in memory to a server on a fresh calendar, as any MCP host would connect. */
async function connect(answer?: (message: string) => ElicitResult) {
  const file = join(mkdtempSync(join(tmpdir(), 'calendar-mcp-')), 'calendar.json');
  const calendar = openCalendar({ file, clock });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCalendarServer(calendar).connect(serverSide);
  // A client that can answer the server's questions says so (form elicitation), and answers with `answer`.
  client = new Client(
    { name: 'test', version: '1.0.0' },
    answer ? { capabilities: { elicitation: { form: {} } } } : {},
  );
  if (answer) client.setRequestHandler(ElicitRequestSchema, ({ params }) => answer(params.message));
  await client.connect(clientSide);
  return { client, calendar, file };
}

async function call(target: Client, name: string, args: Record<string, unknown>) {
  const result = (await target.callTool({ name, arguments: args })) as CallToolResult;
  return { ...result, structured: result.structuredContent as Record<string, unknown> };
}

afterEach(async () => {
  await client?.close();
  client = undefined;
});

describe('the calendar MCP server', () => {
  it('lists the four tools with hints that say which only read and which destroys', async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    const hints = Object.fromEntries(tools.map((tool) => [tool.name, tool.annotations]));
    expect(Object.keys(hints).sort()).toEqual([
      'checkAvailability',
      'deleteAppointment',
      'listAppointments',
      'scheduleAppointment',
    ]);
    expect(hints.checkAvailability).toMatchObject({ readOnlyHint: true });
    expect(hints.listAppointments).toMatchObject({ readOnlyHint: true });
    expect(hints.scheduleAppointment).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(hints.scheduleAppointment?.idempotentHint).toBe(false);
    expect(hints.deleteAppointment).toMatchObject({ readOnlyHint: false, destructiveHint: true });
  });

  it("offers each tool as the calendar tools' contract defines it, the contract the parts' tool modules import", async () => {
    const { client } = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(CALENDAR_TOOL_CONTRACTS.map((contract) => contract.name));
    for (const contract of CALENDAR_TOOL_CONTRACTS) {
      const tool = tools.find((listed) => listed.name === contract.name);
      expect(tool?.inputSchema, contract.name).toEqual(contract.parameters);
      expect(tool?.description, contract.name).toBe(contract.description);
    }
  });

  it('books, and answers a clash with an isError result the model can act on', async () => {
    const { client, calendar } = await connect();
    const booked = await call(client, 'scheduleAppointment', { start: '2026-11-24T10:00', title: 'Dentist' });
    expect(booked.isError).toBe(false);
    expect(booked.structured).toMatchObject({ ok: true, appointment: { start: '2026-11-24T10:00' } });
    const clash = await call(client, 'scheduleAppointment', { start: '2026-11-24T10:00' });
    expect(clash.isError).toBe(true);
    expect(clash.structured).toMatchObject({ ok: false, reason: 'busy' });
    expect(JSON.parse((clash.content[0] as { text: string }).text)).toEqual(clash.structured);
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments.length).toBe(1);
  });

  it('refuses arguments outside the schema as an isError result, not a protocol error', async () => {
    const { client } = await connect();
    const result = await call(client, 'scheduleAppointment', { start: '2026-11-24T10:00', durationMinutes: 9000 });
    expect(result.isError).toBe(true);
    expect(result.structured.message).toMatch(
      /Invalid arguments for scheduleAppointment: \/durationMinutes must be <= 480/,
    );
  });

  it('cancels by id, and refuses an id and a start that disagree without deleting anything', async () => {
    const { client, calendar } = await connect(() => ({ action: 'accept', content: {} }));
    const booked = await call(client, 'scheduleAppointment', { start: '2026-11-24T10:00' });
    const { id } = (booked.structured as { appointment: { id: string } }).appointment;
    const mismatch = await call(client, 'deleteAppointment', { id, start: '2026-11-24T11:00' });
    expect(mismatch.isError).toBe(true);
    expect(mismatch.structured.message).toMatch(/The id and the start disagree/);
    expect(await calendar.get(id)).toBeDefined();
    const cancelled = await call(client, 'deleteAppointment', { id });
    expect(cancelled.isError).toBe(false);
    expect(await calendar.get(id)).toBeUndefined();
  });

  it("refuses before asking with the calendar's own refusal, reason and candidates, as a cancel refused after", async () => {
    const asked: string[] = [];
    const { client, calendar } = await connect((message) => {
      asked.push(message);
      return { action: 'accept', content: {} };
    });
    const booked = await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    const id = booked.ok ? booked.appointment.id : '';
    for (const args of [{}, { id: 'apt_nothing' }, { start: '2026-11-24T10:15' }, { id, start: '2026-11-24T11:00' }]) {
      const refused = await call(client, 'deleteAppointment', args);
      expect(refused.isError, JSON.stringify(args)).toBe(true);
      expect(refused.structured, JSON.stringify(args)).toEqual(await calendar.cancel(args as { id: string }));
    }
    const preview = await client.callTool({
      name: 'deleteAppointment',
      arguments: { id: 'apt_nothing' },
      _meta: { [PREVIEW_META]: true },
    });
    expect(preview.structuredContent).toEqual(await calendar.find({ id: 'apt_nothing' }));
    expect(asked).toEqual([]);
    expect(await calendar.get(id)).toBeDefined();
  });

  it('refuses to cancel for a client that cannot ask, saying why, unless its yes is bound to the appointment', async () => {
    const { client, calendar } = await connect();
    const booked = await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    if (!booked.ok) throw new Error(booked.message);
    const refused = await call(client, 'deleteAppointment', { id: booked.appointment.id });
    expect(refused.isError).toBe(true);
    expect(refused.structured).toMatchObject({ ok: false, reason: 'cannot-ask', candidates: [booked.appointment] });
    expect(refused.structured.message).toMatch(/^Nothing was cancelled: this client cannot ask the person/);
    expect(await calendar.get(booked.appointment.id)).toEqual(booked.appointment);
    // Part 6's host asks itself and binds the yes to what it showed: that call cancels (the positive control).
    const { id, start, end, title } = booked.appointment;
    const bound = await client.callTool({
      name: 'deleteAppointment',
      arguments: { id },
      _meta: { [EXPECT_TARGET_META]: { id, start, end, title } },
    });
    expect(bound.isError).toBe(false);
    expect(await calendar.get(id)).toBeUndefined();
  });

  it("asks a client that declared elicitation as {} (form, by the spec's rule for older clients)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'calendar-mcp-')), 'calendar.json');
    const calendar = openCalendar({ file, clock });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createCalendarServer(calendar).connect(serverSide);
    client = new Client({ name: 'older', version: '1.0.0' }, { capabilities: { elicitation: {} } });
    const asked: string[] = [];
    client.setRequestHandler(ElicitRequestSchema, ({ params }) => {
      asked.push(params.message);
      return { action: 'accept', content: {} };
    });
    await client.connect(clientSide);
    const booked = await calendar.book({ start: '2026-11-24T10:00' });
    if (!booked.ok) throw new Error(booked.message);
    const cancelled = await call(client, 'deleteAppointment', { id: booked.appointment.id });
    expect(asked).toEqual(['Cancel Tue 24 Nov 10:00–10:30?']);
    expect(cancelled.structured).toMatchObject({ ok: true });
  });

  it('answers isError the same way for every tool: true exactly when ok is false', async () => {
    const { client } = await connect();
    await call(client, 'scheduleAppointment', { start: '2026-11-24T10:00' });
    const taken = await call(client, 'checkAvailability', { start: '2026-11-24T10:00' });
    expect(taken).toMatchObject({ isError: false, structured: { ok: true, available: false, reason: 'busy' } });
    for (const start of ['next tuesday', '2026-02-30T10:00']) {
      const unreadable = await call(client, 'checkAvailability', { start });
      expect(unreadable, start).toMatchObject({ isError: true, structured: { ok: false, reason: 'invalid-start' } });
    }
    const badDay = await call(client, 'listAppointments', { date: 'tomorrow' });
    expect(badDay).toMatchObject({ isError: true, structured: { ok: false, reason: 'invalid-date' } });
  });

  it('gives every tool an outputSchema that each result matches, valid arguments or not', async () => {
    const { client } = await connect(() => ({ action: 'accept', content: {} }));
    const { tools } = await client.listTools();
    const ajv = new Ajv({ allErrors: true });
    const schemas = new Map(tools.map((tool) => [tool.name, ajv.compile(tool.outputSchema ?? false)]));
    const booked = await call(client, 'scheduleAppointment', { start: '2026-11-24T10:00', title: 'Dentist' });
    const { id } = (booked.structured as { appointment: { id: string } }).appointment;
    const calls: [string, Record<string, unknown>][] = [
      ['checkAvailability', { start: '2026-11-24T10:00' }],
      ['checkAvailability', { start: 'next tuesday' }],
      ['checkAvailability', { start: 10 }],
      ['listAppointments', { date: '2026-11-24' }],
      ['listAppointments', { date: '2026-11-24', endDate: '2026-11-20' }],
      ['listAppointments', {}],
      ['scheduleAppointment', { start: '2026-11-24T10:00' }],
      ['scheduleAppointment', { start: '2026-11-24T10:00', colour: 'red' }],
      ['deleteAppointment', { start: '2026-11-24T10:15' }],
      ['deleteAppointment', { id }],
      ['deleteAppointment', { id: 7 }],
    ];
    const seen = new Set<boolean>();
    for (const [name, args] of [['scheduleAppointment', {}] as const, ...calls]) {
      const result = await call(client, name, args);
      seen.add(result.isError === true);
      const validate = schemas.get(name)!;
      expect(validate(result.structured), `${name} ${JSON.stringify(args)}: ${ajv.errorsText(validate.errors)}`).toBe(
        true,
      );
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('answers an unknown tool with a protocol error, the one mistake that is the caller’s', async () => {
    const { client } = await connect();
    await expect(client.callTool({ name: 'dropTables', arguments: {} })).rejects.toThrow(/Unknown tool: dropTables/);
  });

  it('asks the person about the appointment in words before cancelling, and keeps it on no', async () => {
    const asked: string[] = [];
    const { client, calendar } = await connect((message) => {
      asked.push(message);
      return { action: asked.length === 1 ? 'decline' : 'accept', content: {} };
    });
    const { appointment } = (await calendar.book({ start: '2026-11-24T14:00', title: 'Haircut' })) as {
      appointment: { id: string };
    };
    const kept = await call(client, 'deleteAppointment', { id: appointment.id });
    expect(asked).toEqual(['Cancel Tue 24 Nov 14:00–14:30 "Haircut"?']);
    expect(kept.isError).toBe(true);
    expect(kept.structured).toMatchObject({ ok: false, reason: 'declined' });
    expect(await calendar.get(appointment.id)).toBeDefined();

    const cancelled = await call(client, 'deleteAppointment', { id: appointment.id });
    expect(asked).toHaveLength(2);
    expect(cancelled.structured).toMatchObject({ ok: true });
    expect(await calendar.get(appointment.id)).toBeUndefined();
  });

  it('cancels nothing if the id stands for another appointment by the time the person says yes', async () => {
    const { client, calendar, file } = await connect(() => ({ action: 'accept', content: {} }));
    const { appointment } = (await calendar.book({ start: '2026-11-24T14:00', title: 'Haircut' })) as {
      appointment: { id: string };
    };
    // While the person reads the question, the calendar is started afresh (ids start over) with another booking.
    client.setRequestHandler(ElicitRequestSchema, async () => {
      rmSync(file);
      const other = await openCalendar({ file, clock }).book({ start: '2026-11-24T14:00', title: 'Board review' });
      expect(other).toMatchObject({ ok: true, appointment: { id: appointment.id } });
      return { action: 'accept', content: {} };
    });
    const refused = await call(client, 'deleteAppointment', { id: appointment.id });
    expect(refused.structured).toMatchObject({ ok: false, reason: 'changed' });
    expect((await calendar.get(appointment.id))?.title).toBe('Board review');
  });
});

describe('idempotency keys over MCP', () => {
  const book = { start: '2026-11-24T10:00', title: 'Dentist' };
  const withKey = (target: Client, key: unknown) =>
    target.callTool({
      name: 'scheduleAppointment',
      arguments: book,
      _meta: { [IDEMPOTENCY_KEY_META]: key },
    }) as Promise<CallToolResult>;

  it('answers a booking sent again with the same key in _meta with that booking, not a clash', async () => {
    const { client, calendar } = await connect();
    const first = await withKey(client, 'run-a/1/2/0');
    const again = await withKey(client, 'run-a/1/2/0');
    expect(first.isError).toBe(false);
    expect(again.isError).toBe(false);
    expect(again.structuredContent).toMatchObject({
      replayed: true,
      appointment: first.structuredContent?.appointment,
    });
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments).toHaveLength(1);
    // Without a key, the same booking is a clash: the key is what made the second call harmless.
    const plain = await call(client, 'scheduleAppointment', book);
    expect(plain.isError).toBe(true);
  });

  it('answers a cancel sent again with what it cancelled, though the appointment is gone', async () => {
    const { client, calendar } = await connect(() => ({ action: 'accept', content: {} }));
    const booked = await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    if (!booked.ok) throw new Error(booked.message);
    const cancel = () =>
      client.callTool({
        name: 'deleteAppointment',
        arguments: { id: booked.appointment.id },
        _meta: { [IDEMPOTENCY_KEY_META]: 'cancel-1' },
      }) as Promise<CallToolResult>;
    expect((await cancel()).isError).toBe(false);
    const again = await cancel();
    expect(again.isError).toBe(false);
    expect(again.structuredContent).toMatchObject({ replayed: true, appointment: booked.appointment });
  });

  it('gives no old answer to a cancel key sent again for another appointment, and cancels nothing', async () => {
    const { client, calendar } = await connect(() => ({ action: 'accept', content: {} }));
    const first = await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    const second = await calendar.book({ start: '2026-11-24T11:00', title: 'Haircut' });
    if (!first.ok || !second.ok) throw new Error('could not book');
    const cancel = (date: string) =>
      client.callTool({
        name: 'deleteAppointment',
        arguments: { start: date },
        _meta: { [IDEMPOTENCY_KEY_META]: 'run-a/1/2/0' },
      }) as Promise<CallToolResult>;
    expect((await cancel('2026-11-24T10:00')).isError).toBe(false);
    const reused = await cancel('2026-11-24T11:00');
    expect(reused.isError).toBe(true);
    expect(reused.structuredContent).toMatchObject({ ok: false, reason: 'key-reused' });
    expect(await calendar.get(second.appointment.id)).toEqual(second.appointment);
  });

  it('refuses a key that is not a short printable text, and books nothing', async () => {
    const { client, calendar } = await connect();
    const result = await withKey(client, 'has spaces in it');
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('must be 1 to 200 printable characters');
    const listed = await calendar.list({ from: '2026-11-24' });
    expect(listed.ok && listed.appointments).toHaveLength(0);
  });
});

describe('binding a yes to the appointment it was given for', () => {
  const cancel = (target: Client, date: string, meta: Record<string, unknown>) =>
    target.callTool({ name: 'deleteAppointment', arguments: { start: date }, _meta: meta }) as Promise<CallToolResult>;

  it('says in its listing which tool understands preview, and previews without cancelling', async () => {
    const { client, calendar } = await connect();
    const { tools } = await client.listTools();
    const binding = tools.filter((tool) => tool._meta?.[PREVIEW_META] === true).map((tool) => tool.name);
    expect(binding).toEqual(['deleteAppointment']);
    const booked = await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    if (!booked.ok) throw new Error(booked.message);
    const preview = await cancel(client, '2026-11-24T10:00', { [PREVIEW_META]: true });
    const { id, start, end, title } = booked.appointment;
    expect(preview.structuredContent).toMatchObject({ ok: true, preview: true, target: { id, start, end, title } });
    expect(await calendar.get(id)).toEqual(booked.appointment);
  });

  it('cancels nothing when the appointment at that time was replaced since the yes, and cancels the one approved', async () => {
    const { client, calendar } = await connect();
    const first = await calendar.book({ start: '2026-11-24T10:00', title: 'Dentist' });
    if (!first.ok) throw new Error(first.message);
    const { structuredContent } = await cancel(client, '2026-11-24T10:00', { [PREVIEW_META]: true });
    const approved = (structuredContent as { target: unknown }).target;
    // Another process replaces it: the same time now holds another appointment.
    await calendar.cancel({ id: first.appointment.id });
    const replacement = await calendar.book({ start: '2026-11-24T10:00', title: 'Board review' });
    if (!replacement.ok) throw new Error(replacement.message);
    const refused = await cancel(client, '2026-11-24T10:00', { [EXPECT_TARGET_META]: approved });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ ok: false, reason: 'changed' });
    expect((refused.structuredContent as { message: string }).message).toMatch(
      /^Nothing was cancelled: the appointment changed since it was approved\. The approval was for Tue 24 Nov 10:00–10:30 Dentist \(apt_\w+\); it is now Tue 24 Nov 10:00–10:30 Board review \(apt_\w+\)\.$/,
    );
    expect(await calendar.get(replacement.appointment.id)).toEqual(replacement.appointment);
    // The positive control: bound to the appointment that is there, the same call cancels it.
    const { id, start, end, title } = replacement.appointment;
    const done = await cancel(client, '2026-11-24T10:00', { [EXPECT_TARGET_META]: { id, start, end, title } });
    expect(done.isError).toBe(false);
    expect(await calendar.get(id)).toBeUndefined();
  });
});
