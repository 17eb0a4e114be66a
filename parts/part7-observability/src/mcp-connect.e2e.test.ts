import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConnectedServer, connectServer } from './mcp-connect.ts';

// In the end-to-end tier: each of these starts a server as a process. The rest of how the agent connects to its
// servers is in mcp-connect.test.ts.
const envServer = fileURLToPath(new URL('../test-fixtures/env-server.ts', import.meta.url));
let server: ConnectedServer | undefined;
afterEach(() => server?.client.close());

describe('a server the agent starts as a process', () => {
  it("gets a minimal environment: the agent's clock, no API key, only the variables its config names", async () => {
    process.env.GEMINI_API_KEY = 'AIza-SENTINEL';
    process.env.AGENT_NOW = '2026-11-23T08:30:00Z';
    try {
      server = await connectServer({
        name: 'env',
        command: process.execPath,
        args: ['--import', 'tsx', envServer],
        env: { NAMED_IN_CONFIG: 'yes' },
      });
    } finally {
      delete process.env.GEMINI_API_KEY;
      delete process.env.AGENT_NOW;
    }
    const answer = await server.client.callTool({ name: 'environment', arguments: {} });
    const names = String((answer.content as Array<{ text: string }>)[0]?.text).split(' ');
    expect(names).toContain('NAMED_IN_CONFIG');
    expect(names).toContain('PATH');
    expect(names).not.toContain('GEMINI_API_KEY');
    // A server on another clock than the agent's would call tomorrow's times past (the page's own config did).
    expect(names).toContain('AGENT_NOW');
  });

  it('that will not start stops start-up in one line naming it, with what it said last', async () => {
    const failing = connectServer({
      name: 'broken',
      command: process.execPath,
      args: ['-e', 'console.error("no calendar here"); process.exit(3)'],
    });
    await expect(failing).rejects.toThrow(/^Could not start the MCP server "broken": .*\(it said: no calendar here\)$/);
  });

  it('that fails after saying several things is explained by the last thing it said, not the first', async () => {
    const failing = connectServer({
      name: 'crashy',
      command: process.execPath,
      args: [
        '-e',
        'console.error("crashy v1.0 starting"); setTimeout(() => { console.error("FATAL: cannot open database"); process.exit(3); }, 100)',
      ],
    });
    await expect(failing).rejects.toThrow(/\(it said: FATAL: cannot open database\)$/);
  });
});
