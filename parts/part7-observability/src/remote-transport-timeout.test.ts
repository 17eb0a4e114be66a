import { createServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callTool } from './mcp-call.ts';
import { type ConnectedServer, connectServer } from './mcp-connect.ts';
import type { ToolDefinition } from './tool.ts';

let http: HttpServer | undefined;
let connected: ConnectedServer | undefined;
afterEach(async () => {
  await connected?.client.close();
  connected = undefined;
  http?.closeAllConnections();
  http?.close();
});

async function bodyOf(request: IncomingMessage): Promise<{ id?: number; method?: string }> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

/**
 * A Streamable HTTP server, written by hand so it can misbehave: it answers `initialize` and `tools/list`, and answers
 * a `tools/call` with an event stream that never ends (a keep-alive comment every few milliseconds, no reply).
 * `streamClosed` resolves when the host hangs up that stream.
 */
async function neverAnsweringServer() {
  let closed: () => void = () => {};
  const streamClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  http = createServer(async (request, response) => {
    if (request.method !== 'POST') return void response.writeHead(405).end();
    const message = await bodyOf(request);
    const reply = (result: object) =>
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result }));
    if (message.id === undefined) return void response.writeHead(202).end();
    if (message.method === 'initialize') {
      const info = { name: 'stuck', version: '1.0.0' };
      return reply({ protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: info });
    }
    if (message.method === 'tools/list') {
      return reply({ tools: [{ name: 'lookUp', inputSchema: { type: 'object' } }] });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    const keepAlive = setInterval(() => response.write(': still here\n\n'), 5);
    response.on('close', () => {
      clearInterval(keepAlive);
      closed();
    });
  });
  await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`, streamClosed };
}

const LOOK_UP: ToolDefinition = {
  name: 'lookUp',
  nameOnServer: 'lookUp',
  description: '',
  parameters: { type: 'object' },
  server: 'stuck',
  annotations: {},
  trusted: false,
};

describe('a call over HTTP that times out', () => {
  it('is answered as not finished, and the host hangs up its stream instead of reading it for ever', async () => {
    const { url, streamClosed } = await neverAnsweringServer();
    connected = await connectServer({ name: 'stuck', url, type: 'http' });
    const call = { tool: 'lookUp', parameters: {} };
    const result = await callTool(connected, LOOK_UP, call, { timeoutMs: 200, maxTotalMs: 1_000 });
    expect(result).toMatchObject({ type: 'error', error: { message: expect.stringContaining('no answer') } });
    // The client is still connected (a close would hang up every stream): only the timed-out call's stream ends.
    expect(connected.closed()).toBeUndefined();
    await streamClosed;
  });
});
