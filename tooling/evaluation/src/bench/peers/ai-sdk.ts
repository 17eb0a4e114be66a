import { checkAvailability, scheduleAppointment } from '@scheduling-agent/calendar-tools';
import { generateText, jsonSchema, type ModelMessage, stepCountIs, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
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

const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** The AI SDK's mock model playing the booking: a tool call per step as a provider returns it, then the answer. */
function bookingModel() {
  let calls = 0;
  const toolCall = (toolName: string, input: object) => ({
    content: [{ type: 'tool-call' as const, toolCallId: `call_${calls}`, toolName, input: JSON.stringify(input) }],
    finishReason: { unified: 'tool-calls' as const, raw: 'tool_calls' },
    usage: USAGE,
    warnings: [],
  });
  return new MockLanguageModelV3({
    doGenerate: async () => {
      const step = bookingStepAt(calls++);
      if (step === 'check') return toolCall(checkAvailability.name, { start: BOOKING_START });
      if (step === 'book') return toolCall(scheduleAppointment.name, { start: BOOKING_START, title: BOOKING_TITLE });
      return {
        content: [{ type: 'text' as const, text: BOOKING_ANSWER }],
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage: USAGE,
        warnings: [],
      };
    },
  });
}

// #region ai-sdk-peer
/**
 * The AI SDK's own loop (`generateText` with `stopWhen`), on its `MockLanguageModelV3`, with the calendar's two tools
 * declared from the same JSON Schemas as ours. The conversation is the messages each turn returns, sent back whole
 * with the next request, as the SDK's documentation keeps a chat.
 */
export function createAiSdkConversation(): BookingConversation {
  const model = bookingModel();
  let bookings = 0;
  const tools = {
    [checkAvailability.name]: tool({
      description: checkAvailability.description,
      inputSchema: jsonSchema<{ start: string }>(mutableSchema(checkAvailability.parameters)),
      execute: async () => CHECK_RESULT,
    }),
    [scheduleAppointment.name]: tool({
      description: scheduleAppointment.description,
      inputSchema: jsonSchema<{ start: string; title?: string }>(mutableSchema(scheduleAppointment.parameters)),
      execute: async () => {
        bookings += 1;
        return BOOK_RESULT;
      },
    }),
  };
  let messages: ModelMessage[] = [];
  return {
    name: 'AI SDK `generateText`',
    async send() {
      const before = bookings;
      messages.push({ role: 'user', content: BOOKING_REQUEST });
      const result = await generateText({ model, tools, messages, stopWhen: stepCountIs(10) });
      messages.push(...result.response.messages);
      // The mock keeps every request it was sent; a real provider does not, so neither should the measurement.
      model.doGenerateCalls.length = 0;
      return { steps: result.steps.length, bookings: bookings - before, answer: result.text };
    },
    reset: () => {
      messages = [];
    },
    close: async () => {},
  };
}
// #endregion ai-sdk-peer
