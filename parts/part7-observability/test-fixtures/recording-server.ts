import { appendFileSync, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { fixtureServer, objectSchema } from './fixture-server.ts';

/**
 * A stdio server nobody here wrote, with one tool, `sendNote`, that is not idempotent and ignores the idempotency key:
 * it appends every call it receives (arguments and `_meta`) as a line to `--log`, and answers "Sent." followed by
 * `--reply`. Its log is what a test reads to know what a third party was sent, and how many times. With
 * `--hang-first`, the first call it ever receives (its log is new) is done, and never answered: a host that dies then
 * cannot know whether it was.
 */
const { values } = parseArgs({
  options: { log: { type: 'string' }, reply: { type: 'string' }, 'hang-first': { type: 'boolean' } },
});
await fixtureServer([
  {
    tool: {
      name: 'sendNote',
      description: 'Sends a note to the front desk.',
      inputSchema: objectSchema({ text: { type: 'string' } }),
      annotations: { idempotentHint: false },
    },
    call: async (args, extra) => {
      const first = !existsSync(values.log!);
      appendFileSync(values.log!, `${JSON.stringify({ arguments: args, meta: extra._meta ?? {} })}\n`);
      if (first && values['hang-first']) return new Promise(() => {});
      return { content: [{ type: 'text', text: `Sent. ${values.reply ?? ''}` }] };
    },
  },
]).connect(new StdioServerTransport());
