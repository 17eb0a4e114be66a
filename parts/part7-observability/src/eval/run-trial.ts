import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { openCalendar, parseCalendarFile, serializeCalendar } from '@scheduling-agent/calendar';
import { createCalendarServer } from '@scheduling-agent/calendar-mcp';
import { type Clock, fixedClock } from '@scheduling-agent/clock';
import type { ToolCallingModel } from '@scheduling-agent/llm-service';
import { createChatAgent } from '../agent-loop.ts';
import type { ExitReason } from '../agent-types.ts';
import { CALENDAR_READ_ONLY } from '../mcp-config.ts';
import { loadPins } from '../tool-pins.ts';
import { connectTools, type ToolRegistry } from '../tool-registry.ts';
import { type EvalTask, parseSlot, type Slot, STANDARD_CALENDAR } from './eval-task.ts';

/** Every trial's "now": Monday 23 November 2026, 08:30 in London, the docs' clock. */
export const EVAL_CLOCK: Clock = fixedClock('2026-11-23T08:30:00Z', 'Europe/London');

/** A call that was put to the person before it ran: the tool, what it would act on (if the server said) and the yes or no. */
interface AskedCall {
  readonly tool: string;
  readonly parameters: Record<string, unknown>;
  /** The appointment a cancel would remove, as the calendar server previewed it. */
  readonly target?: Slot;
  readonly approved: boolean;
}

/** What one trial showed: the calendar before and after, the calls put to the person, and how the turn ended. */
export interface Observed {
  readonly before: readonly Slot[];
  readonly after: readonly Slot[];
  readonly asked: readonly AskedCall[];
  /** The last answer, or why the last turn ended without one. */
  readonly answer: string;
  readonly exit: ExitReason;
}

// #region run-trial
/**
 * Runs one task once, from nothing: a new folder holding the task's calendar, the calendar server connected in
 * memory (the same server `npm run part7` starts), Part 7's agent with the pinned clock, and a person who answers each
 * approval question as the task says. Returns what happened, for the graders; the folder is removed.
 */
export async function runTrial(
  task: EvalTask,
  { model, scratch, maxSteps = 10 }: { model: ToolCallingModel; scratch: string; maxSteps?: number },
): Promise<Observed> {
  const folder = await mkdtemp(join(scratch, `${task.id}-`));
  const file = join(folder, 'calendar.json');
  const before = (task.calendar ?? STANDARD_CALENDAR).map(parseSlot);
  await writeFile(file, serializeCalendar(before.map(toAppointment)));
  const calendar = openCalendar({ file, clock: EVAL_CLOCK });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCalendarServer(calendar).connect(serverSide);
  const connected = await connectTools(
    [{ name: 'calendar', transport: clientSide, trustedTools: CALENDAR_READ_ONLY }],
    {
      pins: await loadPins(join(folder, 'mcp-pins.json')),
      approveTool: async () => true,
      notice: () => {},
    },
  );
  const asked: AskedCall[] = [];
  const yes = (task.approvals ?? 'yes') === 'yes';
  const agent = createChatAgent({
    model,
    clock: EVAL_CLOCK,
    tools: recordAsked(connected, asked, yes),
    context: {},
    approve: async () => yes,
    maxSteps,
  });
  try {
    let last = { text: '', exit: 'answered' as ExitReason };
    for (const message of typeof task.say === 'string' ? [task.say] : task.say) last = await agent.send(message);
    const after = parseCalendarFile(await readFile(file, 'utf8'), file).map(toSlot);
    return { before, after, asked, answer: last.text, exit: last.exit };
  } finally {
    await connected.close();
    await rm(folder, { recursive: true, force: true });
  }
}
// #endregion run-trial

/**
 * The registry, noting each call that will be put to the person (the loop asks about exactly the prepared calls that
 * carry a question, in order), with the appointment it would act on.
 */
function recordAsked(tools: ToolRegistry, asked: AskedCall[], approved: boolean): ToolRegistry {
  return {
    ...tools,
    async prepare(call, context, key, approvedFor) {
      const prepared = await tools.prepare(call, context, key, approvedFor);
      if (prepared.type === 'prepared' && prepared.question !== undefined) {
        const target = prepared.target && toSlot(prepared.target as unknown as Slot);
        asked.push({ tool: call.tool, parameters: call.parameters, approved, ...(target ? { target } : {}) });
      }
      return prepared;
    },
  };
}

function toAppointment(slot: Slot, index: number) {
  return { id: `apt_eval${String(index).padStart(2, '0')}`, ...slot, createdAt: '2026-11-01T00:00:00.000Z' };
}

function toSlot(appointment: { title?: string; start: string; end: string }): Slot {
  return { title: appointment.title ?? '', start: appointment.start, end: appointment.end };
}
