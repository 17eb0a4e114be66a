import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool as McpTool,
} from '@modelcontextprotocol/sdk/types.js';
import type { CallLimits } from '../src/mcp-call.ts';
import { loadPins } from '../src/tool-pins.ts';
import { connectTools } from '../src/tool-registry.ts';

/** A tool on a fixture server: what it lists, and what a call does (given the SDK's request extras). */
export interface FixtureTool {
  readonly tool: McpTool;
  readonly call?: (
    args: Record<string, unknown>,
    extra: RequestHandlerExtra<never, never>,
    server: Server,
  ) => Promise<CallToolResult>;
}

/** A server nobody here wrote, in miniature: it lists the given tools and answers calls as told. */
export function fixtureServer(tools: readonly FixtureTool[]) {
  const server = new Server({ name: 'fixture', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(({ tool }) => tool) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params }, extra) => {
    const found = tools.find(({ tool }) => tool.name === params.name);
    const answer = found?.call ?? (async () => ({ content: [{ type: 'text', text: 'done' }] }) as CallToolResult);
    return answer(params.arguments ?? {}, extra as RequestHandlerExtra<never, never>, server);
  });
  return server;
}

/** Connects the agent's registry to fixture servers in memory, with pins in `pinsFile` (fresh by default). */
export async function connectFixtures(
  servers: Record<string, Server>,
  options: {
    pinsFile?: string;
    approveTool?: (question: string) => Promise<boolean>;
    limits?: CallLimits;
    /** Which of each server's tools the config trusts, by server. */
    trustedTools?: Readonly<Record<string, readonly string[]>>;
    /** Also told each notice, as it comes (`notices` has them all). */
    onNotice?: (line: string) => void;
  } = {},
) {
  const notices: string[] = [];
  const offers: string[] = [];
  const asked: string[] = [];
  const configs = await Promise.all(
    Object.entries(servers).map(async ([name, server]) => {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      return { name, transport: clientSide, trustedTools: options.trustedTools?.[name] ?? [] };
    }),
  );
  const registry = await connectTools(configs, {
    pins: await loadPins(options.pinsFile ?? join(mkdtempSync(join(tmpdir(), 'pins-')), 'pins.json')),
    approveTool: async (question) => {
      asked.push(question);
      return (await options.approveTool?.(question)) ?? false;
    },
    notice: (line) => {
      notices.push(line);
      options.onNotice?.(line);
    },
    offered: (line) => offers.push(line),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  return { registry, notices, offers, asked };
}

/** An object schema over the given properties, closed, as a careful server writes it. */
export function objectSchema(properties: Record<string, object> = {}): McpTool['inputSchema'] {
  return { type: 'object', properties, additionalProperties: false };
}

/** What a Zod 4 schema for `{ when: string, note: string | null, repeat?: { every: number } }` turns into. */
export const ZOD_STYLE_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    when: { type: 'string', description: 'When.' },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
    repeat: { $ref: '#/$defs/Repeat' },
    kind: { const: 'reminder' },
  },
  required: ['when', 'note'],
  additionalProperties: false,
  $defs: { Repeat: { type: 'object', properties: { every: { type: 'integer', minimum: 1 } }, required: ['every'] } },
};

/**
 * Shapes MCP servers nobody here wrote often send: an array with no `items`, a free-form object (no `properties`), a
 * `format` beyond dates, `exclusiveMinimum`, and an `enum` with no `type`.
 */
export const THIRD_PARTY_SHAPES_SCHEMA = {
  type: 'object',
  properties: {
    tags: { type: 'array', description: 'Any labels.' },
    filters: { type: 'object', description: 'Field names and the values they must have.' },
    link: { type: 'string', format: 'uri' },
    count: { type: 'integer', exclusiveMinimum: 0 },
    kind: { enum: ['a', 'b'] },
  },
  required: ['tags'],
};
