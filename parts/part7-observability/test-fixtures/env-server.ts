import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { fixtureServer, objectSchema } from './fixture-server.ts';

/** A stdio server with one tool, `environment`, that answers with the names of the variables it was started with. */
await fixtureServer([
  {
    tool: { name: 'environment', inputSchema: objectSchema(), annotations: { readOnlyHint: true } },
    call: async () => ({ content: [{ type: 'text', text: Object.keys(process.env).sort().join(' ') }] }),
  },
]).connect(new StdioServerTransport());
