import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
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

/** A raw POST with any body and headers; the status and the body as text. */
async function send(body: string, headers: Record<string, string> = {}, url = served.url) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body,
  });
  // A stream stays open for more events: read up to the first answer, then let it go.
  const text = response.headers.get('content-type')?.includes('text/event-stream')
    ? await readUntilAnswer(response)
    : await response.text();
  return { status: response.status, body: text };
}

async function readUntilAnswer(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!text.includes('"jsonrpc"')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
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

  it('asks the person over HTTP and cancels after a yes; refuses, saying why, a client that cannot ask', async () => {
    const asked: string[] = [];
    const asking = new Client({ name: 'test', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    asking.setRequestHandler(ElicitRequestSchema, ({ params }) => {
      asked.push(params.message);
      return { action: 'accept', content: {} };
    });
    const silent = new Client({ name: 'test', version: '1.0.0' });
    await asking.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    await silent.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    const book = async (start: string) => {
      const booked = await asking.callTool({ name: 'scheduleAppointment', arguments: { start, title: 'Secret' } });
      return (booked.structuredContent as { appointment: { id: string } }).appointment.id;
    };
    const kept = await book('2026-11-24T10:00');
    const refused = await silent.callTool({ name: 'deleteAppointment', arguments: { id: kept } });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ ok: false, reason: 'cannot-ask' });
    expect((refused.structuredContent as { message: string }).message).toMatch(/cannot ask the person/);

    const gone = await book('2026-11-24T11:00');
    const cancelled = await asking.callTool({ name: 'deleteAppointment', arguments: { id: gone } });
    expect(asked).toEqual(['Cancel Tue 24 Nov 11:00–11:30 "Secret"?']);
    expect(cancelled).toMatchObject({ isError: false, structuredContent: { ok: true } });
    const listed = await asking.callTool({ name: 'listAppointments', arguments: { date: '2026-11-24' } });
    expect(JSON.stringify(listed.structuredContent)).toContain(kept);
    expect(JSON.stringify(listed.structuredContent)).not.toContain(gone);
    await Promise.all([asking.close(), silent.close()]);
  });

  it('keeps a session per client, opens each stream with a priming event and retry, and ends it on DELETE', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(served.url));
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(transport);
    const session = transport.sessionId;
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    const headers = { 'Mcp-Session-Id': session!, 'Mcp-Protocol-Version': '2025-11-25' };
    const ping = await send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' }), headers);
    expect(ping.status).toBe(200);
    expect(ping.body).toMatch(/^id: \S+\nretry: 1000\ndata: \n\n/);
    expect(ping.body).toContain('"id":7');
    await transport.terminateSession();
    const after = await send(JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'ping' }), headers);
    expect(after.status).toBe(404);
    expect(JSON.parse(after.body)).toMatchObject({ error: { code: -32001 } });
    await client.close();
  });

  it('sends a log message for each call, at the level the client set', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    const logged: string[] = [];
    client.setNotificationHandler(LoggingMessageNotificationSchema, ({ params }) => {
      logged.push(`${params.level} ${String(params.data)}`);
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    expect(await client.setLoggingLevel('info')).toEqual({});
    await client.callTool({ name: 'checkAvailability', arguments: { start: '2026-11-25T09:00' } });
    expect(logged).toEqual([expect.stringMatching(/^info checkAvailability: /)]);
    await client.setLoggingLevel('error');
    await client.callTool({ name: 'checkAvailability', arguments: { start: 'next tuesday' } });
    expect(logged).toHaveLength(1);
    await client.close();
  });

  it('answers a body that is not JSON, or too large, with a JSON-RPC error and no stack trace or path', async () => {
    const broken = await send('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toEqual({
      jsonrpc: '2.0',
      error: { code: -32700, message: expect.any(String) },
      id: null,
    });
    const huge = await send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(200_000) } }),
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toMatchObject({ error: { code: -32600 } });
    const elsewhere = await send('{}', {}, served.url.replace(/\/mcp$/, '/admin'));
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body)).toMatchObject({ error: { code: -32600 } });
    for (const { body } of [broken, huge, elsewhere]) expect(body).not.toMatch(/node_modules|<html|\s+at /i);
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
