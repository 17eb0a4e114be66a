/**
 * Part 7 as a library, for tooling that drives the agent without a terminal (evaluation, benchmarks). Nothing
 * outside this part imports its other files.
 */
export { createChatAgent, runTurn } from './agent-loop.ts';
export type { ChatAgent, ChatAgentOptions, ExitReason, Loop, LoopObserver, TurnResult } from './agent-types.ts';
export type { Approve } from './approval.ts';
export { type HistoryEntry, INVALID_REPLY_PREFIX, toConversation } from './history.ts';
export { CALENDAR_READ_ONLY, calendarServer, readMcpConfig, type ServerConfig } from './mcp-config.ts';
export { type AppendObserver, createMemoryRunLog, openRunLog, type RunLog, runLogFileFor } from './run-log.ts';
export { RUN_LOG_VERSION, type RunRecord, type StoredRecord } from './run-record.ts';
export { type StepPosition, stepPosition } from './step-position.ts';
export { buildSystemInstruction } from './system-instruction.ts';
export type { ToolCall, ToolCallResult, ToolContext, ToolDefinition } from './tool.ts';
export { declareTools } from './tool-declarations.ts';
export { loadPins } from './tool-pins.ts';
export { connectTools, needsApproval, type PreparedCall, type ToolRegistry } from './tool-registry.ts';
