import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { redact } from '@scheduling-agent/llm-service';
import { afterEach, describe, expect, it } from 'vitest';
import { readMcpConfig } from './mcp-config.ts';
import { type ConnectedServer, connectServer } from './mcp-connect.ts';

let http: HttpServer | undefined;
let connected: ConnectedServer | undefined;
afterEach(async () => {
  await connected?.client.close();
  connected = undefined;
  http?.closeAllConnections();
  http?.close();
});

/** An MCP server offering one tool, `lookUp`. */
function mcpServer(): Server {
  const server = new Server({ name: 'remote', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: 'lookUp', inputSchema: { type: 'object' as const } }],
  }));
  return server;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  http = createServer(handler);
  await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

/** A server on the older HTTP+SSE transport only: GET opens the stream, POST /messages carries requests. */
async function sseOnlyServer(): Promise<string> {
  const sessions = new Map<string, SSEServerTransport>();
  return `${await listen(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'GET' && url.pathname === '/sse') {
      const transport = new SSEServerTransport('/messages', response);
      sessions.set(transport.sessionId, transport);
      await mcpServer().connect(transport);
      return;
    }
    const session = sessions.get(url.searchParams.get('sessionId') ?? '');
    if (request.method === 'POST' && url.pathname === '/messages' && session) {
      await session.handlePostMessage(request, response);
      return;
    }
    response.writeHead(404).end();
  })}/sse`;
}

/** A Streamable HTTP server that answers only requests carrying `Authorization: Bearer <token>`. */
async function serverWantingToken(token: string): Promise<string> {
  return `${await listen(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${token}`) return void response.writeHead(401).end();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    await mcpServer().connect(transport);
    await transport.handleRequest(request, response);
  })}/mcp`;
}

/** A config's reference to a variable: `${NAME}` (written so that it does not read as a template placeholder). */
const ref = (inner: string) => `\${${inner}}`;

function configFile(config: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-config-')), 'mcp.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

describe('a server reached by URL', () => {
  it('on the older HTTP+SSE transport is reached by falling back when Streamable HTTP is refused', async () => {
    const url = await sseOnlyServer();
    connected = await connectServer({ name: 'old', url });
    expect(connected.tools.map((tool) => tool.name)).toEqual(['lookUp']);
  });

  it('is sent the headers the config names, with variables read from the environment and never shown', async () => {
    const token = 'tok-3f9a27c1e5';
    const url = await serverWantingToken(token);
    // Positive control: without the header the server refuses, so a pass below is the header's doing.
    await expect(
      connectServer({ name: 'remote', url, type: 'http' }, undefined, { timeoutMs: 5_000 }),
    ).rejects.toThrow();
    process.env.REMOTE_TOKEN = token;
    try {
      const [config] = await readMcpConfig(
        configFile({
          servers: { remote: { type: 'http', url, headers: { Authorization: `Bearer ${ref('REMOTE_TOKEN')}` } } },
        }),
      );
      connected = await connectServer(config!);
    } finally {
      delete process.env.REMOTE_TOKEN;
    }
    expect(connected.tools.map((tool) => tool.name)).toEqual(['lookUp']);
    expect(redact(`sent ${token}`)).not.toContain(token);
  });
});

describe('the config shapes other hosts use', () => {
  it("reads VS Code's servers key with type, and Claude Code's variables with a default", async () => {
    const configs = await readMcpConfig(
      configFile({
        servers: {
          local: { type: 'stdio', command: 'node', args: ['server.js', '--port', ref('MCP_TEST_UNSET_PORT:-7000')] },
          remote: { type: 'sse', url: 'http://127.0.0.1:9/sse' },
        },
      }),
    );
    expect(configs).toEqual([
      { name: 'local', command: 'node', args: ['server.js', '--port', '7000'] },
      { name: 'remote', url: 'http://127.0.0.1:9/sse', type: 'sse' },
    ]);
  });

  it('refuses a variable that is not set, naming it and the server, in one line', async () => {
    const file = configFile({
      mcpServers: { remote: { url: 'https://example.test/mcp', headers: { 'X-Key': ref('MCP_TEST_UNSET') } } },
    });
    await expect(readMcpConfig(file)).rejects.toThrow(
      `The MCP config's server "remote" uses ${ref('MCP_TEST_UNSET')}, which is not set: set it, or give a default (${ref('MCP_TEST_UNSET:-value')}).`,
    );
  });
});
