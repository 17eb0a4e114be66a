/**
 * Part 1 as a library, for tooling that drives the agent without a terminal (evaluation, benchmarks). Nothing
 * outside this part imports its other files.
 */
export { type Action, actionSchema } from './action-schema.ts';
export { type ChatAgent, createChatAgent, type TurnResult } from './chat-agent.ts';
export { buildSystemInstruction } from './system-instruction.ts';
