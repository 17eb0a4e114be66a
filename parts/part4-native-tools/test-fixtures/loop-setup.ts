import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import type { ScriptedToolModel, ScriptedToolStep } from '@scheduling-agent/llm-testing';
import { createChatAgent } from '../src/agent-loop.ts';
import type { ChatAgentOptions } from '../src/agent-types.ts';
import { loadTools } from '../src/tool-registry.ts';

/** Monday 23 November 2026, 08:30 in London. */
export const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
const tools = await loadTools();

export const answer = (text: string): ScriptedToolStep => ({ text });
export const tool = (name: string, args: unknown): ScriptedToolStep => ({ calls: [{ name, args }] });

/** An agent with the real tools, an empty calendar of its own, and a record of the questions it asked. */
export function setup(model: ScriptedToolModel, overrides: Partial<ChatAgentOptions> = {}) {
  const calendar = openCalendar({ file: join(mkdtempSync(join(tmpdir(), 'loop-')), 'calendar.json'), clock });
  const approvals: string[] = [];
  const agent = createChatAgent({
    model,
    clock,
    tools,
    context: { calendar },
    approve: async (question) => {
      approvals.push(question);
      return true;
    },
    ...overrides,
  });
  return { agent, calendar, approvals };
}
