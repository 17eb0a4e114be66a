import type { Tool as McpTool } from '@modelcontextprotocol/sdk/types.js';
import { describeTimeRange } from '@scheduling-agent/calendar';
import { sanitizeForTerminal } from '@scheduling-agent/cli-io';
import { createValidator, type Validator } from '@scheduling-agent/llm-service';
import { describeCall } from './describe-call.ts';
import type { FillForm } from './elicitation-form.ts';
import { type CallLimits, callTool, EXPECT_TARGET_META, PREVIEW_META } from './mcp-call.ts';
import type { ServerConfig } from './mcp-config.ts';
import { type Confirm, type ConnectedServer, connectServer, type Person } from './mcp-connect.ts';
import { createPromptShelf, type PromptShelf } from './mcp-prompts.ts';
import { describeOffer, offersResources, READ_RESOURCE, resourceReader } from './mcp-resources.ts';
import { makePortable } from './portable-schema.ts';
import type { ToolCall, ToolCallResult, ToolContext, ToolDefinition } from './tool.ts';
import type { ToolPins } from './tool-pins.ts';

/** A checked call that is ready to run; one that may change something carries the question to put to the person. */
export interface PreparedCall {
  readonly type: 'prepared';
  readonly call: ToolCall;
  readonly question?: string;
  /** What it would act on, as its server previewed it (see {@link Target}): what the person's yes is bound to. */
  readonly target?: Target;
  /** Runs it on its server; `signal` (the turn's Ctrl-C) cancels it there too; `key` names the call (idempotency). */
  run(signal?: AbortSignal, key?: string): Promise<ToolCallResult>;
}

/** What a call acts on, as a server that binds approvals names it: the appointment's id, start, end and title. */
export type Target = Readonly<{ id: string } & Record<string, unknown>>;

/** The tools the agent can use, gathered from its MCP servers. */
export interface ToolRegistry {
  /** The tool names, in the order the servers listed them. */
  list(): string[];
  /** A tool's definition, or undefined for a name that is not a tool (including `__proto__` and friends). */
  getDefinition(name: string): ToolDefinition | undefined;
  /**
   * Checks a call from a model reply against its tool: the one place parameters are checked. A call that fails is
   * an error result, written for the model.
   */
  checkCall(tool: unknown, parameters: unknown): { ok: true; call: ToolCall } | { ok: false; result: ToolCallResult };
  /**
   * Gets a checked call ready to send to its server, with a question when it needs the person's yes. `key` is its
   * idempotency key; `approvedFor`, the target a yes was already given for: the call then runs only on that target.
   */
  prepare(
    call: ToolCall,
    context: ToolContext,
    key?: string,
    approvedFor?: Target,
  ): Promise<PreparedCall | ToolCallResult>;
  /** The prompts the servers offer, for the person's `/prompt`; absent when no server has any. */
  readonly prompts?: PromptShelf;
  /** Ends every session and stops the servers the agent started. */
  close(): Promise<void>;
}

/** What connecting needs besides the servers: the pins, ways to ask the person, and where to say what happened. */
export interface ConnectOptions {
  readonly pins: ToolPins;
  readonly approveTool: (question: string) => Promise<boolean>;
  /** Answers a server's own question during a call (the calendar's "Cancel … ?"); without it, servers cannot ask. */
  readonly confirm?: Confirm;
  /** Fills in a server's form with fields during a call, with the person; without it, such forms are declined. */
  readonly fillForm?: FillForm;
  /** Told about each tool withheld, one line each. */
  readonly notice: (line: string) => void;
  /** Told, for each server with resources or prompts, how many it offers (one line). */
  readonly offered?: (line: string) => void;
  /** Told when a server is slow to start, so the person knows what the wait is for. */
  readonly starting?: (line: string) => void;
  /** Gives up on starting the servers (Ctrl-C). */
  readonly signal?: AbortSignal;
  readonly limits?: CallLimits;
}

/** A call may go this long without an answer or progress (30 s), and ten times that in all. */
export const DEFAULT_LIMITS: CallLimits = { timeoutMs: 30_000, maxTotalMs: 300_000 };

/** Names every provider accepts for a function (OpenAI's `^[a-zA-Z0-9_-]{1,64}$`, and Gemini's first character). */
const PORTABLE_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

interface Entry {
  readonly server: ConnectedServer;
  readonly definition: ToolDefinition;
  readonly validate: Validator<Record<string, unknown>>;
  /** True when the tool lists `PREVIEW_META` in its `_meta`: it can say what it would act on, and bind to it. */
  readonly binds: boolean;
}

// #region connect-tools
/**
 * Connects to every server, lists its tools and keeps those that may be offered: a name and a schema every
 * provider accepts, and the same description and schema as when the person approved them (a tool seen for the first
 * time is pinned as it is). A name two servers offer is given to neither: each is offered as `server__name`, so no
 * server can take another's tool by being listed first. Each tool withheld or renamed is reported in one line, and
 * a server that says its tools changed is listed again under the same rules ({@link watchToolLists}).
 */
export async function connectTools(configs: readonly ServerConfig[], options: ConnectOptions): Promise<ToolRegistry> {
  const servers: ConnectedServer[] = [];
  try {
    const person = oneAtATime(options);
    const start = {
      ...(options.starting ? { onSlow: options.starting } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    for (const config of configs) servers.push(await connectServer(config, person, start));
  } catch (error) {
    await closeAll(servers);
    throw error;
  }
  const lists = servers.map((server) => server.tools);
  const tools = await admitAll(servers, lists, configs, options);
  await options.pins.save();
  const session = watchToolLists(servers, lists, tools, configs, options);
  await tellOffers(servers, options);
  return createRegistry(tools, servers, configs, options.limits ?? DEFAULT_LIMITS, session);
}
// #endregion connect-tools

/**
 * Tells `options.offered`, one line per server that has resources or prompts, how many of each it offers: the model
 * reads resources with the host's `readResource` ({@link resourceReader}), the person uses prompts (`/prompt`).
 */
async function tellOffers(servers: readonly ConnectedServer[], options: ConnectOptions): Promise<void> {
  for (const server of servers) {
    const line = await describeOffer(server, (options.limits ?? DEFAULT_LIMITS).timeoutMs);
    if (line) options.offered?.(line);
  }
}

/**
 * The tools that may be offered from each server's list (`lists[i]` is `servers[i]`'s), by the name the model sees;
 * each tool withheld or renamed is told to `options.notice`.
 */
async function admitAll(
  servers: readonly ConnectedServer[],
  lists: readonly (readonly McpTool[])[],
  configs: readonly ServerConfig[],
  options: ConnectOptions,
): Promise<Map<string, Entry>> {
  const tools = new Map<string, Entry>();
  const shared = namesOfferedTwice(lists);
  // The host's own readResource keeps its name: a server's tool of that name is offered as server__readResource.
  const hostReads = servers.some(offersResources);
  if (hostReads) shared.add(READ_RESOURCE);
  for (const [index, server] of servers.entries()) {
    const trusted = new Set(configs[index]?.trustedTools ?? []);
    for (const tool of lists[index] ?? []) {
      const name = shared.has(tool.name) ? `${server.name}__${tool.name}` : tool.name;
      const shown = sanitizeForTerminal(tool.name).slice(0, 64);
      const withheld = await admit(server, tool, { name, trusted: trusted.has(tool.name) }, tools, options);
      if (withheld) options.notice(`${server.name}: ${shown} not offered: ${withheld}`);
      else if (name !== tool.name) {
        const why =
          hostReads && tool.name === READ_RESOURCE ? 'the host has a tool of that name' : 'another server has it';
        options.notice(`${server.name}: ${shown} offered as ${name}: ${why}.`);
      }
    }
  }
  return tools;
}

// #region list-changed
/**
 * Hears each server's `notifications/tools/list_changed`: its tools are listed again (every page) and every tool is
 * admitted again by the same rules as at start (names two servers offer namespaced), then the person is told in one
 * line what the model is now offered. One change at a time. A tool whose description or hints changed is withheld,
 * not asked about: the change arrives whenever the server likes, often while the person types at `you>`, and a
 * question then would take their next line as its answer. Starting the agent again asks, as at start. Returns the
 * session's state, which `close()` marks, so a change that comes in as the session ends says nothing.
 */
function watchToolLists(
  servers: readonly ConnectedServer[],
  lists: (readonly McpTool[])[],
  tools: Map<string, Entry>,
  configs: readonly ServerConfig[],
  options: ConnectOptions,
): { closed: boolean } {
  const session = { closed: false };
  let previous: Promise<void> = Promise.resolve();
  for (const [index, server] of servers.entries()) {
    // A server that says "changed" many times before the host has listed once is listed once more, not each time.
    let queued = false;
    server.onToolsChanged(() => {
      if (queued || session.closed) return;
      queued = true;
      previous = previous.then(async () => {
        queued = false;
        if (session.closed) return;
        try {
          lists[index] = await server.listTools();
        } catch (error) {
          // Closed as the change came in (`/exit`): nobody is left to tell, and "Not connected" would only confuse.
          if (session.closed) return;
          options.notice(`${server.name}: its tools changed, but listing them again failed: ${String(error)}`);
          return;
        }
        const withheld: string[] = [];
        const quiet = { ...options, approveTool: async () => false, notice: (line: string) => withheld.push(line) };
        const now = await admitAll(servers, lists, configs, quiet);
        await options.pins.save();
        const toAsk = withheld.some((reason) => reason.includes('changed since you approved it'));
        const line = describeChange(server.name, tools, now, withheld, toAsk);
        tools.clear();
        for (const [name, entry] of now) tools.set(name, entry);
        if (line) options.notice(line);
      });
    });
  }
  return session;
}

/** One line on what a server's change did to the tools offered, or undefined when the model is offered the same. */
function describeChange(
  server: string,
  before: ReadonlyMap<string, Entry>,
  after: ReadonlyMap<string, Entry>,
  withheld: readonly string[],
  askAtStart: boolean,
): string | undefined {
  const same = (a: Entry, b: Entry) => a.server === b.server && a.definition.nameOnServer === b.definition.nameOnServer;
  const renamed = [...before].flatMap(([old, entry]) => {
    const now = after.has(old) ? undefined : [...after].find(([name, next]) => !before.has(name) && same(entry, next));
    return now ? [[old, now[0]] as const] : [];
  });
  const moved = new Set(renamed.flat());
  const added = [...after.keys()].filter((name) => !before.has(name) && !moved.has(name));
  const removed = [...before.keys()].filter((name) => !after.has(name) && !moved.has(name));
  const changed = [...after.keys()].filter(
    (name) =>
      before.has(name) && JSON.stringify(before.get(name)!.definition) !== JSON.stringify(after.get(name)!.definition),
  );
  const parts = [
    added.length > 0 ? `now offered ${added.join(', ')}` : '',
    changed.length > 0 ? `changed ${changed.join(', ')}` : '',
    renamed.length > 0 ? `renamed ${renamed.map(([old, now]) => `${old} to ${now}`).join(', ')}` : '',
    removed.length > 0 ? `no longer offered ${removed.join(', ')}` : '',
  ].filter(Boolean);
  const reasons = withheld
    .filter((line) => line.startsWith(`${server}: `) && line.includes(' not offered: '))
    .map((line) =>
      line
        .slice(server.length + 2)
        .replace(' not offered: ', ': ')
        .replace(/\.$/, ''),
    );
  if (parts.length === 0) return undefined;
  const why = reasons.length > 0 ? ` (${reasons.join('; ')})` : '';
  const next = askAtStart ? ' Start the agent again to be asked about a changed tool.' : '';
  return `${server}: its tools changed: ${parts.join('; ')}${why}.${next}`;
}
// #endregion list-changed

/** The tool names more than one server offers. */
function namesOfferedTwice(lists: readonly (readonly McpTool[])[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const list of lists)
    for (const name of new Set(list.map((tool) => tool.name))) (seen.has(name) ? twice : seen).add(name);
  return twice;
}

/**
 * Adds the tool to `tools` as `name` if it may be offered; otherwise says why not. `tool` is as the server listed it
 * (with its own name, which the pins and every call use); `trusted` is what the person's config says of it.
 */
async function admit(
  server: ConnectedServer,
  tool: McpTool,
  { name, trusted }: { name: string; trusted: boolean },
  tools: Map<string, Entry>,
  options: ConnectOptions,
): Promise<string | undefined> {
  if (!PORTABLE_NAME.test(name)) return 'its name is not one every model provider accepts.';
  if (tools.has(name)) return `the ${tools.get(name)!.server.name} server already has a tool named ${name}.`;
  const portable = makePortable(tool.inputSchema);
  if (!portable.ok) return `its parameters would be refused by some model providers: ${portable.problems[0]}.`;
  const state = options.pins.check(server.name, tool);
  if (state === 'changed') {
    // Show what it says now (sanitized, cut), so the yes is given to what the model will read.
    const now = JSON.stringify(sanitizeForTerminal(tool.description ?? '').slice(0, 300));
    const question = `The ${server.name} server changed ${tool.name} since you approved it; it now says ${now}. Offer it to the model?`;
    if (!(await options.approveTool(question))) return `it changed since you approved it (${options.pins.file}).`;
  }
  if (state !== 'same') options.pins.pin(server.name, tool);
  const definition: ToolDefinition = {
    name,
    nameOnServer: tool.name,
    description: sanitizeForTerminal(tool.description ?? '').slice(0, 1_000),
    parameters: portable.schema,
    server: server.name,
    annotations: tool.annotations ?? {},
    trusted,
  };
  const validate = createValidator<Record<string, unknown>>(portable.schema, { subject: 'parameters' });
  tools.set(name, { server, definition, validate, binds: tool._meta?.[PREVIEW_META] === true });
  return undefined;
}

// #region needs-approval
/**
 * Whether a call waits for the person's yes. The host decides, never the server: a server's hints (`readOnlyHint`)
 * are its own claims, and a server that wants to run unasked would claim just that. So every call asks first, except
 * to a tool the person's config trusts (`trustedTools`; with no config, the calendar's two tools that only read).
 */
export function needsApproval({ trusted }: ToolDefinition): boolean {
  return !trusted;
}
// #endregion needs-approval

function createRegistry(
  tools: Map<string, Entry>,
  servers: ConnectedServer[],
  configs: readonly ServerConfig[],
  limits: CallLimits,
  session: { closed: boolean },
): ToolRegistry {
  const reader = resourceReader(servers, configs, limits);
  const known = (name: unknown) => (typeof name === 'string' && tools.has(name) ? tools.get(name) : undefined);
  const checkable = (name: unknown) => known(name) ?? (reader && name === READ_RESOURCE ? reader : undefined);
  const list = () => [...tools.keys(), ...(reader ? [READ_RESOURCE] : [])];
  const prompts = servers.some((server) => server.client.getServerCapabilities()?.prompts !== undefined);
  return {
    list,
    ...(prompts ? { prompts: createPromptShelf(servers, limits.timeoutMs) } : {}),
    getDefinition: (name) => checkable(name)?.definition,
    checkCall(name, parameters) {
      const entry = checkable(name);
      const call = { tool: String(name), parameters: {} };
      if (!entry) {
        const message = `Unknown tool "${String(name)}". The tools are: ${list().join(', ')}.`;
        return { ok: false, result: { type: 'error', call, error: { kind: 'unknown-tool', message } } };
      }
      const checked = entry.validate(parameters);
      if (!checked.ok) {
        const message = `Invalid parameters for ${String(name)}: ${checked.message}.`;
        return { ok: false, result: { type: 'error', call, error: { kind: 'invalid-parameters', message } } };
      }
      return { ok: true, call: { tool: String(name), parameters: checked.value } };
    },
    // #region route-call
    async prepare(call, _context, key, approvedFor) {
      if (reader && call.tool === READ_RESOURCE) return reader.prepare(call);
      const entry = known(call.tool)!;
      const { server, definition } = entry;
      const run = (signal?: AbortSignal, key?: string) => callTool(server, definition, call, limits, signal, key);
      if (!needsApproval(definition)) return { type: 'prepared', call, run };
      const question = `Run ${describeCall(call)} on ${server.name}?`;
      return entry.binds
        ? bindToTarget(entry, call, { question, limits, key, approvedFor })
        : { type: 'prepared', call, question, run };
    },
    // #endregion route-call
    close: () => {
      session.closed = true;
      return closeAll(servers);
    },
  };
}

// #region bind-to-target
/**
 * Asks the server what the call would act on (a preview: nothing happens) and puts that in the question, so the yes
 * is given to one appointment, not to a time. The call then runs only on that target (the server checks it under the
 * calendar's lock). A call with a yes already given (`approvedFor`, from the log) whose target has since changed is
 * not run: another process replaced the appointment at that time, and the yes was not for the new one.
 */
async function bindToTarget(
  { server, definition }: Entry,
  call: ToolCall,
  options: { question: string; limits: CallLimits; key: string | undefined; approvedFor: Target | undefined },
): Promise<PreparedCall | ToolCallResult> {
  const { question, limits, key, approvedFor } = options;
  const preview = await callTool(server, definition, call, limits, undefined, key, { [PREVIEW_META]: true });
  const target = preview.type === 'result' ? (preview.result as unknown as Record<string, unknown>).target : undefined;
  // Nothing to act on (no such appointment): the preview's answer is the call's, and there is nothing to ask.
  if (!isTarget(target)) return preview;
  if (approvedFor && JSON.stringify(approvedFor) !== JSON.stringify(target)) {
    const message = `${call.tool} was not run: the appointment changed since the person was asked (asked about ${describeTarget(approvedFor)}; now ${describeTarget(target)}).`;
    // The shape the calendar gives when it finds the change itself, so the model reads one refusal either way.
    const refusal = { ok: false, reason: 'changed', message, candidates: [] };
    return { type: 'result', call, result: refusal };
  }
  const bound = approvedFor ?? target;
  const run = (signal?: AbortSignal, runKey?: string) =>
    callTool(server, definition, call, limits, signal, runKey, { [EXPECT_TARGET_META]: bound });
  return { type: 'prepared', call, question: `${question} It would act on ${describeTarget(target)}.`, target, run };
}
// #endregion bind-to-target

function isTarget(value: unknown): value is Target {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Target).id === 'string'
  );
}

/** A target in words: `Tue 24 Nov 16:00–16:30 "Haircut" (apt_1z0z3q)`, from the fields the binding names. */
function describeTarget(target: Target): string {
  const { id, start, end, title } = target;
  const range = typeof start === 'string' && typeof end === 'string' ? describeTimeRange(start, end) : '?';
  const named = typeof title === 'string' ? ` ${JSON.stringify(sanitizeForTerminal(title).slice(0, 60))}` : '';
  return `${range}${named} (${sanitizeForTerminal(String(id)).slice(0, 40)})`;
}

/**
 * Calls run side by side, but the person answers one question (or form) at a time, in the order they came: each waits
 * for the one before, and one withdrawn while it waited is not asked.
 */
function oneAtATime({ confirm, fillForm }: ConnectOptions): Person | undefined {
  if (!confirm) return undefined;
  let previous: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(ask: () => Promise<T>, signal: AbortSignal | undefined, withdrawn: T): Promise<T> => {
    const answer = previous.then(() => (signal?.aborted ? withdrawn : ask()));
    previous = answer.catch(() => {});
    return answer;
  };
  return {
    confirm: (question, signal) => inTurn(() => confirm(question, signal), signal, false),
    ...(fillForm && {
      fillForm: (server, form, signal) => inTurn(() => fillForm(server, form, signal), signal, { action: 'cancel' }),
    }),
  };
}

async function closeAll(servers: readonly ConnectedServer[]): Promise<void> {
  await Promise.all(servers.map((server) => server.client.close().catch(() => {})));
}
