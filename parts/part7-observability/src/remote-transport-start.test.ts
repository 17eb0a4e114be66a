import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { connectServer } from './mcp-connect.ts';

let http: HttpServer | undefined;
afterEach(() => {
  http?.closeAllConnections();
  http?.close();
});

/** A server that answers GET with an event stream that stays silent: no `endpoint` event ever comes. `hungUp` resolves when the host closes it. */
async function silentStreamServer() {
  let hungUp: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    hungUp = resolve;
  });
  http = createServer((request, response) => {
    if (request.method !== 'GET') return void response.writeHead(405).end();
    response.writeHead(200, { 'content-type': 'text/event-stream' }).flushHeaders();
    response.on('close', hungUp);
  });
  await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`, closed };
}

describe('an SSE server that never sends its endpoint', () => {
  it('stops start-up at the start-up timeout, naming the server and what was waited for, and hangs up', async () => {
    const { url, closed } = await silentStreamServer();
    const starting = connectServer({ name: 'odd', url, type: 'sse' }, undefined, { timeoutMs: 300 });
    await expect(starting).rejects.toThrow(
      /"odd" did not answer within 0\.3 s of starting \(waited at .* for the `endpoint` event on its SSE stream/,
    );
    await closed;
  });
});

/** A server that refuses every request with `status`, and counts the GETs (the older SSE transport's first request). */
async function refusingServer(status: number) {
  const seen = { gets: 0 };
  http = createServer((request, response) => {
    if (request.method === 'GET') seen.gets++;
    response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`, seen };
}

describe('a server that refuses the first request', () => {
  it.each([401, 403])('with %i says it refused, instead of falling back to SSE and blaming that', async (status) => {
    const { url, seen } = await refusingServer(status);
    await expect(connectServer({ name: 'odd', url }, undefined, { timeoutMs: 5_000 })).rejects.toThrow(
      `Could not start the MCP server "odd": the server refused the request (HTTP ${status}): check its headers or token`,
    );
    expect(seen.gets).toBe(0);
  });

  it('with 404 still falls back to SSE, as the spec says (and that error is the one shown)', async () => {
    const { url, seen } = await refusingServer(404);
    await expect(connectServer({ name: 'odd', url }, undefined, { timeoutMs: 5_000 })).rejects.toThrow(/SSE error/);
    expect(seen.gets).toBe(1);
  });
});

describe('a URL where nothing answers', () => {
  it('says so, not only "fetch failed"', async () => {
    const { url } = await refusingServer(404);
    await new Promise<void>((resolve) => http!.close(() => resolve()));
    http = undefined;
    await expect(connectServer({ name: 'odd', url }, undefined, { timeoutMs: 5_000 })).rejects.toThrow(
      `Could not start the MCP server "odd": fetch failed (nothing answers at ${url})`,
    );
  });
});
