import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveHttp } from './http.ts';

let served: Awaited<ReturnType<typeof serveHttp>>;

beforeAll(async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'calendar-mcp-http-')), 'calendar.json');
  served = await serveHttp(openCalendar({ file, clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London') }), 0);
});
afterAll(() => served.close());

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
});

/** A raw initialize POST with the Host and Origin a browser page would send, as a rebinding page would. */
function post(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(served.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    });
    sent.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end(INITIALIZE);
  });
}

describe('the calendar MCP server over Streamable HTTP', () => {
  it('listens on 127.0.0.1 only and serves the tools to an MCP client', async () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('scheduleAppointment');
    await client.close();
  });

  it('cancels nothing over HTTP, where it cannot show the person what an id now names', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const booked = await client.callTool({
      name: 'scheduleAppointment',
      arguments: { start: '2026-11-24T10:00', title: 'Secret meeting' },
    });
    const id = (booked.structuredContent as { appointment: { id: string } }).appointment.id;
    const cancelled = await client.callTool({ name: 'deleteAppointment', arguments: { id } });
    expect(cancelled.isError).toBe(true);
    expect(cancelled.structuredContent).toMatchObject({ ok: false, reason: 'cannot-ask' });
    const listed = await client.callTool({ name: 'listAppointments', arguments: { date: '2026-11-24' } });
    expect(JSON.stringify(listed.structuredContent)).toContain('Secret meeting');
    await client.close();
  });

  it('says in one line that a port is taken, rather than failing on an unbound server', async () => {
    const port = Number(new URL(served.url).port);
    const file = join(mkdtempSync(join(tmpdir(), 'calendar-mcp-http-')), 'calendar.json');
    const calendar = openCalendar({ file, clock: fixedClock('2026-11-23T08:30:00Z', 'Europe/London') });
    await expect(serveHttp(calendar, port)).rejects.toThrow(`port ${port} on 127.0.0.1 is already in use`);
  });

  it('accepts its own Host and Origin, and refuses a foreign one (DNS rebinding)', async () => {
    const { host } = new URL(served.url);
    expect(await post({ Host: host, Origin: `http://${host}` })).toBe(200);
    expect(await post({ Host: 'evil.example.com', Origin: 'http://evil.example.com' })).toBe(403);
    expect(await post({ Host: host, Origin: 'http://evil.example.com' })).toBe(403);
    expect(await post({ Host: 'evil.example.com' })).toBe(403);
  });
});
