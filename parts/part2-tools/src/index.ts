/**
 * Part 2 as a library, for tooling that drives the agent without a terminal (evaluation, benchmarks). Nothing
 * outside this part imports its other files.
 */
export { type Action, buildActionSchema } from './action-schema.ts';
export type { Approve } from './approval.ts';
export { type ChatAgent, createChatAgent, type TurnResult } from './chat-agent.ts';
export { buildSystemInstruction } from './system-instruction.ts';
export {
  defineTool,
  type Tool,
  type ToolCall,
  type ToolCallResult,
  type ToolContext,
  type ToolDefinition,
} from './tool.ts';
export { loadTools, type PreparedCall, TOOLS_FOLDER, type ToolRegistry } from './tool-registry.ts';
