import type { ContentBlock, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { createValidator, redact, type Validator } from '@scheduling-agent/llm-service';
import type { CallLimits } from './mcp-call.ts';
import type { ServerConfig } from './mcp-config.ts';
import type { ConnectedServer } from './mcp-connect.ts';
import type { ToolCall, ToolCallResult, ToolDefinition } from './tool.ts';
import type { PreparedCall } from './tool-registry.ts';

/** The host's own tool that reads a server's resource: the name the model calls and `trustedTools` may list. */
export const READ_RESOURCE = 'readResource';

/** The longest resource text passed on to the model, as for a tool's result: a server cannot flood the context. */
const MAX_RESOURCE_LENGTH = 8_000;

/** The most pages of resources or prompts listed from one server, as for its tools. */
const MAX_PAGES = 100;

/** Whether a server said, when it started, that it has resources to read (the `resources` capability). */
export function offersResources(server: ConnectedServer): boolean {
  return server.client.getServerCapabilities()?.resources !== undefined;
}

// #region read-resource-tool
/**
 * The host tool the model reads resources with, offered when at least one server has them. The host wrote it, so
 * nothing in it is a server's claim; but what it returns is the server's word, so a read asks the person first unless
 * that server's `trustedTools` names `readResource` (see {@link readNeedsApproval}).
 */
function readResourceDefinition(servers: readonly string[]): ToolDefinition {
  return {
    name: READ_RESOURCE,
    nameOnServer: READ_RESOURCE,
    description:
      'Reads a resource (a file, a document, a record) an MCP server offers, by its URI: for example one a tool ' +
      'result linked to ("[resource link: URI on SERVER …]"). Returns its text.',
    parameters: {
      type: 'object',
      properties: {
        server: { type: 'string', enum: [...servers], description: 'The server that offers it.' },
        uri: { type: 'string', minLength: 1, description: 'The URI of the resource, exactly as given.' },
      },
      required: ['server', 'uri'],
      additionalProperties: false,
    },
    server: 'host',
    annotations: { readOnlyHint: true, idempotentHint: true },
    trusted: false,
  };
}

/** Whether reading from `server` waits for the person's yes: unless its config trusts `readResource`, as any tool. */
function readNeedsApproval(server: string, trustedTools: ReadonlyMap<string, readonly string[]>): boolean {
  return !(trustedTools.get(server) ?? []).includes(READ_RESOURCE);
}
// #endregion read-resource-tool

/** A tool the host itself offers: its definition, its check, and how a checked call is got ready. */
export interface HostTool {
  readonly definition: ToolDefinition;
  readonly validate: Validator<Record<string, unknown>>;
  prepare(call: ToolCall): PreparedCall;
}

// #region resource-reader
/**
 * `readResource`, when any server has resources (else undefined): a read goes to the server the call names, with
 * `resources/read`, after the person's yes unless that server's config trusts `readResource`.
 */
export function resourceReader(
  servers: readonly ConnectedServer[],
  configs: readonly ServerConfig[],
  limits: CallLimits,
): HostTool | undefined {
  const reading = servers.filter(offersResources);
  if (reading.length === 0) return undefined;
  const definition = readResourceDefinition(reading.map((server) => server.name));
  const trusted = new Map(configs.map((config) => [config.name, config.trustedTools ?? []]));
  return {
    definition,
    validate: createValidator<Record<string, unknown>>(definition.parameters, { subject: 'parameters' }),
    prepare(call) {
      // The schema's enum admits only these names, so the call names one of them.
      const server = reading.find((each) => each.name === call.parameters.server)!;
      const run = (signal?: AbortSignal) => readResource(server, call, limits, signal);
      if (!readNeedsApproval(server.name, trusted)) return { type: 'prepared', call, run };
      const uri = JSON.stringify(clean(String(call.parameters.uri)).slice(0, 200));
      return { type: 'prepared', call, question: `Read the resource ${uri} from ${server.name}?`, run };
    },
  };
}
// #endregion resource-reader

// #region read-resource
/**
 * Reads one resource with `resources/read` and turns its contents into a result for the model: text as it is (stripped
 * of terminal control sequences, the API key hidden, cut when too long), binary content described, never dumped.
 */
async function readResource(
  server: ConnectedServer,
  call: ToolCall,
  limits: CallLimits,
  signal?: AbortSignal,
): Promise<ToolCallResult> {
  const uri = String(call.parameters.uri);
  const gone = server.closed();
  if (gone) return failed(call, `${READ_RESOURCE} could not run: ${gone}.`);
  try {
    const answer = await server.client.readResource(
      { uri },
      { timeout: limits.timeoutMs, maxTotalTimeout: limits.maxTotalMs, ...(signal ? { signal } : {}) },
    );
    return { type: 'result', call, result: { message: resourceText(answer) } };
  } catch (error) {
    const reason = signal?.aborted ? 'cancelled (Ctrl-C)' : error instanceof Error ? error.message : String(error);
    return failed(call, `Could not read ${uri} on ${server.name}: ${clean(reason)}.`);
  }
}
// #endregion read-resource

/** A resource's contents as one text: each text part, each binary part as a line saying what it is. */
function resourceText(answer: ReadResourceResult): string {
  const parts = answer.contents.map((part) => {
    if ('text' in part) return part.text;
    const bytes = Math.floor((part.blob.length * 3) / 4);
    return `[binary content: ${part.mimeType ?? 'unknown type'}, about ${bytes} bytes, not shown]`;
  });
  const text = clean(parts.join('\n'));
  if (text.length <= MAX_RESOURCE_LENGTH) return text;
  return `${text.slice(0, MAX_RESOURCE_LENGTH)}… (resource cut: ${text.length} characters)`;
}

// #region resource-link
/**
 * How a tool result's resource link reaches the model: its URI and server, so it can read it with `readResource`, and
 * its name; every word the server's, so cleaned like the rest of its answer. Other non-text parts are named only.
 */
export function describeContent(part: ContentBlock, server: string): string {
  if (part.type === 'text') return part.text;
  if (part.type === 'resource_link') {
    const name = part.name && part.name !== part.uri ? ` ("${part.name.slice(0, 100)}")` : '';
    return `[resource link: ${part.uri} on ${server}${name}: read it with ${READ_RESOURCE}]`;
  }
  if (part.type === 'resource' && 'text' in part.resource) {
    return `[resource ${part.resource.uri} on ${server}]\n${part.resource.text}`;
  }
  return `[${part.type} content not shown]`;
}
// #endregion resource-link

/**
 * One line on what a server offers besides tools, or undefined when it offers neither resources nor prompts: how many
 * of each, listed every page. A list that fails is said, not fatal: the server's tools still work.
 */
export async function describeOffer(server: ConnectedServer, timeout: number): Promise<string | undefined> {
  const capabilities = server.client.getServerCapabilities() ?? {};
  const counts: string[] = [];
  try {
    if (capabilities.resources) {
      const list = (cursor?: string) =>
        server.client.listResources(cursor === undefined ? {} : { cursor }, { timeout }).then((page) => ({
          items: page.resources,
          nextCursor: page.nextCursor,
        }));
      counts.push(
        `${count((await listEveryPage(list)).length, 'resource')} (the model reads them with ${READ_RESOURCE})`,
      );
    }
    if (capabilities.prompts) {
      const list = (cursor?: string) =>
        server.client.listPrompts(cursor === undefined ? {} : { cursor }, { timeout }).then((page) => ({
          items: page.prompts,
          nextCursor: page.nextCursor,
        }));
      counts.push(`${count((await listEveryPage(list)).length, 'prompt')} (/prompts lists them)`);
    }
  } catch (error) {
    counts.push(`a list it could not give (${clean(error instanceof Error ? error.message : String(error))})`);
  }
  return counts.length > 0 ? `${server.name} also offers ${counts.join(' and ')}.` : undefined;
}

/**
 * Every item a server lists with a paged request (`resources/list`, `prompts/list`), page by page, as its tools are.
 * `listPage` asks for one page.
 */
export async function listEveryPage<T>(
  listPage: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | undefined }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await listPage(cursor);
    items.push(...answer.items);
    cursor = answer.nextCursor;
    if (cursor === undefined) return items;
  }
  throw new Error(`it listed more than ${MAX_PAGES} pages`);
}

function clean(text: string): string {
  return redact(sanitizeForTerminal(text));
}

function failed(call: ToolCall, message: string): ToolCallResult {
  return { type: 'error', call, error: { kind: 'failed', message } };
}

/** `1 prompt`, `7 resources`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
