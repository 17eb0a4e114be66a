import { join } from 'node:path';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createCalendarServer } from '@scheduling-agent/calendar-mcp';
import { checkAvailability, scheduleAppointment } from '@scheduling-agent/calendar-tools';
import type { LanguageModel, ToolCallingModel } from '@scheduling-agent/llm-service';
import * as part3 from '@scheduling-agent/part3-loop';
import * as part4 from '@scheduling-agent/part4-native-tools';
import * as part5 from '@scheduling-agent/part5-mcp';
import * as part6 from '@scheduling-agent/part6-durable-runs';
import { BENCH_CLOCK, temporaryDirectory } from '../setup.ts';
import {
  BOOKING_ANSWER,
  BOOKING_REQUEST,
  BOOKING_START,
  BOOKING_TITLE,
  type BookingConversation,
  type BookingCounter,
  bookingStepAt,
  trivialCalendar,
} from './booking.ts';

const CHECK_ARGS = { start: BOOKING_START };
const BOOK_ARGS = { start: BOOKING_START, title: BOOKING_TITLE };

/** Part 3's model playing the booking: each step a JSON action, as Part 3's JSON mode asks for. */
function jsonActionModel(): LanguageModel {
  let calls = 0;
  const action = (tool: string, parameters: object) => JSON.stringify({ action: 'tool', tool, parameters });
  return {
    provider: 'scripted',
    label: 'booking benchmark',
    async generate() {
      const step = bookingStepAt(calls++);
      if (step === 'check') return { text: action(checkAvailability.name, CHECK_ARGS) };
      if (step === 'book') return { text: action(scheduleAppointment.name, BOOK_ARGS) };
      return { text: JSON.stringify({ action: 'answer', response: BOOKING_ANSWER }) };
    },
  };
}

/** Parts 4 to 6's model playing the booking: native tool calls, as a provider returns them, then the answer. */
function toolCallingModel(): ToolCallingModel {
  let calls = 0;
  const toolCall = (name: string, args: object) => ({
    text: '',
    toolCalls: [{ id: `call_${calls}`, name, args }],
    finishReason: 'tool-calls' as const,
  });
  return {
    provider: 'scripted',
    label: 'booking benchmark',
    async generate() {
      const step = bookingStepAt(calls++);
      if (step === 'check') return toolCall(checkAvailability.name, CHECK_ARGS);
      if (step === 'book') return toolCall(scheduleAppointment.name, BOOK_ARGS);
      return { text: BOOKING_ANSWER, toolCalls: [], finishReason: 'stop' as const };
    },
  };
}

/** Any of our parts' agents, as far as a conversation needs it. */
interface SendingAgent {
  send(text: string): Promise<{ readonly steps: number; readonly text: string }>;
  reset(): void | Promise<void>;
}

function conversation(
  name: string,
  agent: SendingAgent,
  counter: BookingCounter,
  close: () => Promise<void> = async () => {},
): BookingConversation {
  return {
    name,
    async send() {
      const before = counter.bookings;
      const turn = await agent.send(BOOKING_REQUEST);
      return { steps: turn.steps, bookings: counter.bookings - before, answer: turn.text };
    },
    reset: () => agent.reset(),
    close,
  };
}

const approve = async () => true;

/** Part 3 (JSON actions), with its own tools on a calendar that answers at once. */
export async function createPart3Conversation(): Promise<BookingConversation> {
  const counter = { bookings: 0 };
  const agent = part3.createChatAgent({
    model: jsonActionModel(),
    clock: BENCH_CLOCK,
    tools: await part3.loadTools(),
    context: { calendar: trivialCalendar(counter) },
    approve,
  });
  return conversation('Part 3', agent, counter);
}

/** Part 4 (native tool calls), with its own tools on a calendar that answers at once. */
export async function createPart4Conversation(): Promise<BookingConversation> {
  const counter = { bookings: 0 };
  const agent = part4.createChatAgent({
    model: toolCallingModel(),
    clock: BENCH_CLOCK,
    tools: await part4.loadTools(),
    context: { calendar: trivialCalendar(counter) },
    approve,
  });
  return conversation('Part 4', agent, counter);
}

/** The calendar MCP server in this process, on a calendar that answers at once, and a pins file of its own. */
async function calendarServerInMemory(counter: BookingCounter, prefix: string) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createCalendarServer(trivialCalendar(counter)).connect(serverSide);
  return { directory: temporaryDirectory(prefix), server: { name: 'calendar', transport: clientSide } };
}

/** Part 5: every tool call crosses MCP to the calendar server, connected in memory as the chaos runs connect it. */
export async function createPart5Conversation(): Promise<BookingConversation> {
  const counter = { bookings: 0 };
  const { directory, server } = await calendarServerInMemory(counter, 'peers-part5');
  const tools = await part5.connectTools([{ ...server, trustedTools: part5.CALENDAR_READ_ONLY }], {
    pins: await part5.loadPins(join(directory, 'mcp-pins.json')),
    approveTool: approve,
    notice: () => {},
  });
  const agent = part5.createChatAgent({ model: toolCallingModel(), clock: BENCH_CLOCK, tools, context: {}, approve });
  return conversation('Part 5', agent, counter, () => tools.close());
}

// #region part6-on-disk
/**
 * Part 6 as Part 5, with its run log in a file on disk (`openRunLog`), as `npm run part6` keeps it: every step's
 * records are appended there before the loop goes on.
 */
export async function createPart6Conversation(): Promise<BookingConversation> {
  const counter = { bookings: 0 };
  const { directory, server } = await calendarServerInMemory(counter, 'peers-part6');
  const tools = await part6.connectTools([server], {
    pins: await part6.loadPins(join(directory, 'mcp-pins.json')),
    approveTool: approve,
    notice: () => {},
  });
  const runLog = await part6.openRunLog(join(directory, 'run-log.jsonl'));
  const agent = part6.createChatAgent({
    model: toolCallingModel(),
    clock: BENCH_CLOCK,
    tools,
    context: {},
    approve,
    runLog,
  });
  return conversation('Part 6, run log on disk', agent, counter, () => tools.close());
}
// #endregion part6-on-disk
