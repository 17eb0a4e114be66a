import type { Calendar } from '@scheduling-agent/calendar';
import type { JsonSchema } from '@scheduling-agent/llm-service';

// #region tool-contract
/** What a tool tells the model about itself. The registry turns these into the tools prompt and the reply schema. */
export interface ToolDefinition {
  /** How the model names the tool; the module's file is named after it (`tools/checkAvailability.ts`). */
  readonly name: string;
  /** When to use it, in a sentence or two: this is what the model reads to choose. */
  readonly description: string;
  /** A JSON Schema for the parameters; extra properties are refused. */
  readonly parameters: JsonSchema;
  /** What comes back, in words. */
  readonly returns: string;
  /** True for tools that destroy something, so a loop can ask the person first. */
  readonly destructive?: boolean;
}

/** What every tool returns: a sentence for the person (`message`) and any details for the model. */
export interface ToolResult {
  readonly ok: boolean;
  readonly message: string;
  readonly [detail: string]: unknown;
}

/** What a tool may act on. */
export interface ToolContext {
  readonly calendar: Calendar;
}

/** The shape of a module in `src/tools/`: a definition and an `execute`. */
export interface ToolModule {
  readonly definition: ToolDefinition;
  execute(parameters: Record<string, unknown>, context: ToolContext): Promise<ToolResult>;
}
// #endregion tool-contract
