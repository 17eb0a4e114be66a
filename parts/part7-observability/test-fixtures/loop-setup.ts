import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { type Calendar, openCalendar } from '@scheduling-agent/calendar';
import { createCalendarServer } from '@scheduling-agent/calendar-mcp';
import { fixedClock } from '@scheduling-agent/clock';
import type { ScriptedToolModel, ScriptedToolStep } from '@scheduling-agent/llm-testing';
import { createChatAgent } from '../src/agent-loop.ts';
import type { ChatAgentOptions } from '../src/agent-types.ts';
import { CALENDAR_READ_ONLY } from '../src/mcp-config.ts';
import { loadPins } from '../src/tool-pins.ts';
import { connectTools } from '../src/tool-registry.ts';

/** Monday 23 November 2026, 08:30 in London. */
export const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

let current: Calendar | undefined;
/** The calendar the server acts on: whichever the last {@link setup} made, so each test starts empty. */
const calendarOfTheTest = new Proxy({} as Calendar, {
  get(_target, key) {
    const value = Reflect.get(current!, key);
    return typeof value === 'function' ? value.bind(current) : value;
  },
});

const scratch = mkdtempSync(join(tmpdir(), 'loop-'));
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await createCalendarServer(calendarOfTheTest).connect(serverSide);
/** The calendar server's tools, connected in memory, as the agent sees them. */
export const tools = await connectTools(
  [{ name: 'calendar', transport: clientSide, trustedTools: CALENDAR_READ_ONLY }],
  {
    pins: await loadPins(join(scratch, 'pins.json')),
    approveTool: async () => true,
    // The calendar server asks before it cancels (elicitation); the tests' person says yes.
    confirm: async () => true,
    notice: () => {},
  },
);

export const answer = (text: string): ScriptedToolStep => ({ text });
export const tool = (name: string, args: unknown): ScriptedToolStep => ({ calls: [{ name, args }] });

/** An agent with the calendar server's tools, an empty calendar of its own, and a record of the questions it asked. */
export function setup(model: ScriptedToolModel, overrides: Partial<ChatAgentOptions> = {}) {
  const calendar = openCalendar({ file: join(mkdtempSync(join(scratch, 'calendar-')), 'calendar.json'), clock });
  current = calendar;
  const approvals: string[] = [];
  const agent = createChatAgent({
    model,
    clock,
    tools,
    context: {},
    approve: async (question) => {
      approvals.push(question);
      return true;
    },
    ...overrides,
  });
  return { agent, calendar, approvals };
}
