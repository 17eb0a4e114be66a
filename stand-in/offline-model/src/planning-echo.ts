import { textOf } from './planning-results.ts';
import { call, type Plan } from './planning-step.ts';

/**
 * "echo hello": a call to a server's `echo` tool, offered only when one is declared. The MCP reference server
 * (`@modelcontextprotocol/server-everything`) has one, so the stand-in can show Part 5 calling a tool nobody here
 * wrote; the answer is what the tool said.
 */
export const echoPlan: Plan = (turn, context) => {
  const said = /^\s*echo\s+(\S[\s\S]*?)\s*$/i.exec(context.text)?.[1];
  if (said === undefined || !context.tools.has('echo')) return null;
  const record = turn.records.find((entry) => entry.tool === 'echo');
  if (!record) return { calls: [call('echo', { message: said })] };
  if (record.declined) return { answer: 'OK, I did not run echo.' };
  if (!record.result) return { answer: `echo did not work: ${record.error ?? 'no result'}` };
  return { answer: textOf(record.result, 'message') || 'echo ran, and said nothing.' };
};
