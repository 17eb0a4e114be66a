import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Confirm, type ConnectedServer, connectServer } from './mcp-connect.ts';

let server: ConnectedServer | undefined;
afterEach(() => server?.client.close());

describe('a server the agent starts', () => {
  it('that stays silent is said to be starting, then given up on by name, with the setting that waits longer', async () => {
    vi.useFakeTimers();
    try {
      // The other end of the pipe is open but never answers: a server hanging at start-up.
      const [host, silent] = InMemoryTransport.createLinkedPair();
      await silent.start();
      const lines: string[] = [];
      const connecting = connectServer({ name: 'hanging', transport: host }, undefined, {
        timeoutMs: 60_000,
        onSlow: (line) => lines.push(line),
      });
      const outcome = connecting.then(
        () => 'connected',
        (error: Error) => error.message,
      );
      await vi.advanceTimersByTimeAsync(2_000);
      expect(lines).toEqual(['The hanging server is starting…']);
      await vi.advanceTimersByTimeAsync(58_000);
      expect(await outcome).toBe(
        'The MCP server "hanging" did not answer within 60 s of starting. If it is only slow, set MCP_START_TIMEOUT ' +
          'to more seconds (e.g. MCP_START_TIMEOUT=180).',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an MCP_START_TIMEOUT that is not a number of seconds, in one line', async () => {
    process.env.MCP_START_TIMEOUT = 'soon';
    try {
      await expect(connectServer({ name: 'any', command: process.execPath })).rejects.toThrow(
        'MCP_START_TIMEOUT must be a number of seconds from 1 to 3600 (got "soon").',
      );
    } finally {
      delete process.env.MCP_START_TIMEOUT;
    }
  });
});

describe("a server's question", () => {
  it('is withdrawn when the server cancels it, even its first one (request id 0, which the SDK alone ignores)', async () => {
    const [host, serverSide] = InMemoryTransport.createLinkedPair();
    const asker = new Server({ name: 'asker', version: '1.0.0' }, { capabilities: { tools: {} } });
    asker.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [] }));
    await asker.connect(serverSide);
    const signals: AbortSignal[] = [];
    let shown: () => void = () => {};
    const questionShown = new Promise<void>((resolve) => {
      shown = resolve;
    });
    // A person who never answers: only a withdrawal ends the question.
    const confirm: Confirm = (_question, signal) =>
      new Promise((resolve) => {
        if (signal) signals.push(signal);
        signal?.addEventListener('abort', () => resolve(false));
        shown();
      });
    server = await connectServer({ name: 'asker', transport: host }, { confirm });
    const withdraw = new AbortController();
    const schema = { type: 'object' as const, properties: {} };
    const asking = asker.elicitInput({ mode: 'form', message: 'Cancel it?', requestedSchema: schema }, withdraw);
    await questionShown;
    withdraw.abort('the call was cancelled');
    await expect(asking).rejects.toThrow();
    // The host answers a ping only after it has read everything sent before it, the cancellation included.
    await asker.ping();
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted, 'the question stayed open after the server withdrew it').toBe(true);
  });
});
