import { createHash } from 'node:crypto';
import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { type OwnedFile, trustAdvice, untrustedBecause } from '@scheduling-agent/calendar';
import { redactValue } from '@scheduling-agent/llm-service';
import { readOwnJson, writeOwnJson } from './own-json-file.ts';

/** Whether a tool is the one approved before: never seen, the same, or changed since. */
export type PinState = 'new' | 'same' | 'changed';

/** The approved form of each tool, by server and name, kept in a JSON file. */
export interface ToolPins {
  check(server: string, tool: McpTool): PinState;
  pin(server: string, tool: McpTool): void;
  save(): Promise<void>;
  readonly file: string;
}

// #region pin-tools
/**
 * What the person approved, pinned: a fingerprint of each tool's description, schema and hints. A server can change
 * a tool between runs (an update, or an attack that rewrites a description to steer the model); a changed fingerprint
 * means the tool is not offered until the person approves it again. A file someone else could write is refused.
 */
export async function loadPins(file: string, user = process.getuid?.()): Promise<ToolPins> {
  const pins = await readPins(file, user);
  return {
    file,
    check(server, tool) {
      const pinned = pins[key(server, tool)];
      if (pinned === undefined) return 'new';
      return pinned === fingerprint(tool) ? 'same' : 'changed';
    },
    pin(server, tool) {
      pins[key(server, tool)] = fingerprint(tool);
    },
    async save() {
      // Names come from servers: one holding the API key is stored as the screen would show it.
      await writeOwnJson(file, redactValue(pins));
    },
  };
}

/** The parts of a tool that change what the model is told or what the call may do; key order does not count. */
export function fingerprint(tool: McpTool): string {
  const { description, inputSchema, annotations } = tool;
  return createHash('sha256').update(canonical({ description, inputSchema, annotations })).digest('hex');
}
// #endregion pin-tools

function key(server: string, tool: McpTool): string {
  return `${server}/${tool.name}`;
}

function readPins(file: string, user: number | undefined): Promise<Record<string, string>> {
  return readOwnJson(
    file,
    (stat) => refuseForeign(file, stat, user),
    'The tool pins file',
    'move it away to start over',
  );
}

/**
 * Pins decide which tools run unasked, so they must be the person's own: beside a calendar in a shared folder such as
 * /tmp, another user could plant or rewrite them. The calendar's one check of a trusted file decides.
 */
function refuseForeign(file: string, stat: OwnedFile, user: number | undefined): void {
  const problem = untrustedBecause(stat, user);
  if (problem === undefined) return;
  throw new Error(
    `The tool pins file ${file} ${problem}, so it cannot say which tools you approved: ${trustAdvice(problem)}.`,
  );
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
