import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCalendar } from '@scheduling-agent/calendar';
import { fixedClock } from '@scheduling-agent/clock';
import type { ScriptedModel } from '@scheduling-agent/llm-testing';
import { createChatAgent } from '../src/agent-loop.ts';
import type { ChatAgentOptions } from '../src/agent-types.ts';
import { loadTools } from '../src/tool-registry.ts';

/** Monday 23 November 2026, 08:30 in London. */
export const clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');
export const tools = await loadTools();

export const answer = (response: string) => JSON.stringify({ action: 'answer', response });
export const tool = (name: string, parameters: unknown) => JSON.stringify({ action: 'tool', tool: name, parameters });

/** An agent with the real tools, an empty calendar of its own, and a record of the questions it asked. */
export function setup(model: ScriptedModel, overrides: Partial<ChatAgentOptions> = {}) {
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
