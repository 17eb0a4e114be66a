import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import { registerSecret } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { connectFixtures, type FixtureTool, fixtureServer, objectSchema } from '../test-fixtures/fixture-server.ts';
import type { ToolCallResult } from './tool.ts';

const KEY = 'zq7Xw9Pv3mT2kL8rN4cY';
registerSecret(KEY);

/** The resources of a server nobody here wrote, by URI. */
const DOCUMENTS: Record<string, ReadResourceResult['contents']> = {
  'notes://agenda': [{ uri: 'notes://agenda', mimeType: 'text/plain', text: 'Agenda:\u001b[2J\n1. budget\n2. hiring' }],
  'notes://secret': [{ uri: 'notes://secret', text: `the key is ${KEY}` }],
  'notes://logo': [{ uri: 'notes://logo', mimeType: 'image/png', blob: Buffer.alloc(300).toString('base64') }],
};

/** A tool that answers with a link to a resource instead of its text, as servers do for large documents. */
const FIND: FixtureTool = {
  tool: { name: 'findNotes', inputSchema: objectSchema() },
  call: async () => ({
    content: [
      { type: 'text', text: 'Found one note.' },
      { type: 'resource_link', uri: 'notes://agenda', name: 'Monday agenda' },
    ],
  }),
};

/** A fixture server that also has resources (the `resources` capability), listed two to a page. */
function notesServer(tools: readonly FixtureTool[] = [FIND]): Server {
  const server = fixtureServer(tools);
  server.registerCapabilities({ resources: {} });
  const uris = Object.keys(DOCUMENTS);
  server.setRequestHandler(ListResourcesRequestSchema, ({ params }) => {
    const from = Number(params?.cursor ?? 0);
    const resources = uris.slice(from, from + 2).map((uri) => ({ uri, name: uri }));
    return from + 2 < uris.length ? { resources, nextCursor: String(from + 2) } : { resources };
  });
  server.setRequestHandler(ReadResourceRequestSchema, ({ params }) => {
    const contents = DOCUMENTS[params.uri];
    if (!contents) throw new McpError(ErrorCode.InvalidParams, `No resource ${params.uri}`);
    return { contents };
  });
  return server;
}

type Registry = Awaited<ReturnType<typeof connectFixtures>>['registry'];

/** Runs one call through the registry as the agent does, answering its question (if any) yes. */
async function run(registry: Registry, tool: string, parameters: Record<string, unknown> = {}) {
  const checked = registry.checkCall(tool, parameters);
  if (!checked.ok) return { result: checked.result, question: undefined };
  const prepared = await registry.prepare(checked.call, {});
  if (prepared.type !== 'prepared') throw new Error('the call was not prepared');
  return { result: await prepared.run(), question: prepared.question };
}

const message = (result: ToolCallResult) =>
  result.type === 'error' ? result.error.message : result.type === 'result' ? result.result.message : result.message;

describe('resources a server offers', () => {
  it('are read by the model through the host tool readResource, from a link a tool returned', async () => {
    const { registry, offers } = await connectFixtures({ notes: notesServer(), plain: fixtureServer([]) });
    expect(registry.list()).toEqual(['findNotes', 'readResource']);
    expect(offers).toEqual(['notes also offers 3 resources (the model reads them with readResource).']);

    const found = await run(registry, 'findNotes');
    expect(message(found.result)).toBe(
      'Found one note.\n[resource link: notes://agenda on notes ("Monday agenda"): read it with readResource]',
    );
    const read = await run(registry, 'readResource', { server: 'notes', uri: 'notes://agenda' });
    expect(read.result).toMatchObject({ type: 'result', result: { message: 'Agenda:\n1. budget\n2. hiring' } });
    await registry.close();
  });

  it('is not offered when no server has resources', async () => {
    const { registry, offers } = await connectFixtures({ plain: fixtureServer([FIND]) });
    expect(registry.list()).toEqual(['findNotes']);
    expect(offers).toEqual([]);
    await registry.close();
  });

  it('asks the person first, unless that server trusts readResource', async () => {
    const asks = await connectFixtures({ notes: notesServer() });
    const asked = await run(asks.registry, 'readResource', { server: 'notes', uri: 'notes://agenda' });
    expect(asked.question).toBe('Read the resource "notes://agenda" from notes?');
    await asks.registry.close();

    const trusts = await connectFixtures({ notes: notesServer() }, { trustedTools: { notes: ['readResource'] } });
    const unasked = await run(trusts.registry, 'readResource', { server: 'notes', uri: 'notes://agenda' });
    expect(unasked.question).toBeUndefined();
    expect(unasked.result.type).toBe('result');
    await trusts.registry.close();
  });

  it('hides the API key, describes binary content, and turns a missing resource into one line', async () => {
    const { registry } = await connectFixtures({ notes: notesServer() }, { trustedTools: { notes: ['readResource'] } });
    const secret = await run(registry, 'readResource', { server: 'notes', uri: 'notes://secret' });
    expect(message(secret.result)).not.toContain(KEY.slice(0, 6));
    const logo = await run(registry, 'readResource', { server: 'notes', uri: 'notes://logo' });
    expect(message(logo.result)).toBe('[binary content: image/png, about 300 bytes, not shown]');
    const missing = await run(registry, 'readResource', { server: 'notes', uri: 'notes://nothing' });
    expect(missing.result.type).toBe('error');
    expect(message(missing.result)).toMatch(
      /^Could not read notes:\/\/nothing on notes: .*No resource notes:\/\/nothing\.$/,
    );
    await registry.close();
  });

  it('refuses a server that has no resources, and keeps its name from a server tool of that name', async () => {
    const own: FixtureTool = { tool: { name: 'readResource', inputSchema: objectSchema() } };
    const { registry, notices } = await connectFixtures({ notes: notesServer([own]), plain: fixtureServer([]) });
    expect(registry.list()).toEqual(['notes__readResource', 'readResource']);
    expect(notices).toEqual(['notes: readResource offered as notes__readResource: the host has a tool of that name.']);
    const refused = await run(registry, 'readResource', { server: 'plain', uri: 'notes://agenda' });
    expect(refused.result).toMatchObject({ type: 'error', error: { kind: 'invalid-parameters' } });
    await registry.close();
  });
});
