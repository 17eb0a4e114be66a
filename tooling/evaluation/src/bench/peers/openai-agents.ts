import {
  Agent,
  type AgentInputItem,
  type AgentOutputItem,
  type Model,
  type ModelResponse,
  run,
  setTracingDisabled,
  tool,
  Usage,
} from '@openai/agents';
import { checkAvailability, scheduleAppointment } from '@scheduling-agent/calendar-tools';
import {
  BOOK_RESULT,
  BOOKING_ANSWER,
  BOOKING_REQUEST,
  BOOKING_START,
  BOOKING_TITLE,
  type BookingConversation,
  bookingStepAt,
  CHECK_RESULT,
  mutableSchema,
} from './booking.ts';

/**
 * A fake `Model` playing the booking, answering as the Responses API does: a `function_call` item per tool step,
 * then an assistant message. It counts its calls, which is how a turn's steps are known.
 */
class BookingModel implements Model {
  calls = 0;

  async getResponse(): Promise<ModelResponse> {
    const call = this.calls++;
    const step = bookingStepAt(call);
    const usage = new Usage({ requests: 1, inputTokens: 10, outputTokens: 5, totalTokens: 15 });
    const functionCall = (name: string, input: object): AgentOutputItem => ({
      type: 'function_call',
      callId: `call_${call}`,
      name,
      arguments: JSON.stringify(input),
      status: 'completed',
    });
    if (step === 'check') return { usage, output: [functionCall(checkAvailability.name, { start: BOOKING_START })] };
    if (step === 'book') {
      return {
        usage,
        output: [functionCall(scheduleAppointment.name, { start: BOOKING_START, title: BOOKING_TITLE })],
      };
    }
    const answer: AgentOutputItem = {
      type: 'message',
      role: 'assistant',
      status: 'completed',
      content: [{ type: 'output_text', text: BOOKING_ANSWER }],
    };
    return { usage, output: [answer] };
  }

  // biome-ignore lint/correctness/useYield: the benchmark never streams.
  async *getStreamedResponse(): AsyncIterable<never> {
    throw new Error('The booking benchmark does not stream.');
  }
}

/**
 * One of our tool schemas for a non-strict tool. The SDK sends a JSON Schema as it is, but its types describe a
 * non-strict schema with `additionalProperties: true`, and ours say `false`; the cast is for the types alone.
 */
const nonStrict = (schema: object) => mutableSchema(schema) as never;

// #region openai-agents-peer
/**
 * OpenAI Agents' own loop (`run` on an `Agent`), on a fake `Model`, with the calendar's two tools declared from the
 * same JSON Schemas as ours. Tracing is off (it would export spans over the network). The conversation is the
 * result's `history`, given back whole with the next message, as the SDK's documentation keeps a chat.
 */
export function createOpenAiAgentsConversation(): BookingConversation {
  setTracingDisabled(true);
  const model = new BookingModel();
  let bookings = 0;
  const agent = new Agent({
    name: 'Scheduler',
    instructions: 'You book appointments.',
    model,
    tools: [
      tool({
        name: checkAvailability.name,
        description: checkAvailability.description,
        parameters: nonStrict(checkAvailability.parameters),
        strict: false,
        execute: async () => CHECK_RESULT,
      }),
      tool({
        name: scheduleAppointment.name,
        description: scheduleAppointment.description,
        parameters: nonStrict(scheduleAppointment.parameters),
        strict: false,
        execute: async () => {
          bookings += 1;
          return BOOK_RESULT;
        },
      }),
    ],
  });
  let history: AgentInputItem[] = [];
  return {
    name: 'OpenAI Agents `run`',
    async send() {
      const before = { bookings, calls: model.calls };
      const result = await run(agent, [...history, { role: 'user', content: BOOKING_REQUEST }]);
      history = result.history;
      return {
        steps: model.calls - before.calls,
        bookings: bookings - before.bookings,
        answer: String(result.finalOutput ?? ''),
      };
    },
    reset: () => {
      history = [];
    },
    close: async () => {},
  };
}
// #endregion openai-agents-peer
