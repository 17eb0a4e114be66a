import type { Calendar } from '@scheduling-agent/calendar';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

// #region tool-contract
/** What a tool tells the model about itself. The registry turns these into the tools prompt and the reply schema. */
export interface ToolDefinition {
  /** How the model names the tool; the module's file is named after it (`tools/checkAvailability.ts`). */
  readonly name: string;
  /** When to use it, in a sentence or two: this is what the model reads to choose. */
  readonly description: string;
  /** A JSON Schema for the parameters; extra properties are refused. */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** What comes back, in words. */
  readonly returns: string;
  /** True for tools that destroy something: they run only after the person says yes to their `confirm` question. */
  readonly destructive?: boolean;
}

/** What every tool returns: a sentence for the person (`message`), and any details for the model beside it. */
export interface ToolResult {
  readonly message: string;
}

/** What a tool may act on. */
export interface ToolContext {
  readonly calendar: Calendar;
}

/**
 * What a destructive tool asks before it runs: a question in words about the very thing it will destroy, with the
 * parameters that name exactly that thing; or a refusal, which is the call's result (the model reads it as it would
 * the tool's own `ok: false`), and nobody is asked.
 */
export type Confirmation<Parameters> =
  | { readonly ok: true; readonly question: string; readonly parameters: Parameters }
  | (ToolResult & { readonly ok: false });

/** A tool: its definition, what it does, and for a destructive tool, what to ask first. */
export interface Tool<Parameters = Record<string, unknown>> {
  readonly definition: ToolDefinition;
  execute(parameters: Parameters, context: ToolContext): Promise<ToolResult>;
  confirm?(parameters: Parameters, context: ToolContext): Promise<Confirmation<Parameters>>;
}

/** What `defineTool` is given: the definition's fields, with `execute` (and `confirm`) typed from the schema. */
export interface ToolSpec<Schema extends ObjectSchema, Parameters = FromSchema<Schema>> {
  readonly name: string;
  readonly description: string;
  readonly parameters: Schema;
  readonly returns: string;
  execute(parameters: Parameters, context: ToolContext): Promise<ToolResult>;
  /** Given for a destructive tool: what to ask the person before `execute` runs. */
  confirm?(parameters: Parameters, context: ToolContext): Promise<Confirmation<Parameters>>;
}

/** A JSON Schema for an object, as a tool's parameters must be. */
export type ObjectSchema = Exclude<JSONSchema, boolean> & { readonly type: 'object' };

/**
 * Defines a tool once: the JSON Schema of its parameters is both what the model is shown and, through
 * `json-schema-to-ts`, the type `execute` receives, so the two cannot disagree. A tool module's default export.
 */
// The parameter type is a defaulted second type parameter, as json-schema-to-ts's FAQ on generics advises: computed
// inline, FromSchema exceeds TypeScript's instantiation depth.
export function defineTool<const Schema extends ObjectSchema, Parameters = FromSchema<Schema>>(
  spec: ToolSpec<Schema, Parameters>,
): Tool {
  const { execute, confirm, ...definition } = spec as unknown as ToolSpec<ObjectSchema, Record<string, unknown>>;
  return {
    definition: { ...definition, destructive: confirm !== undefined },
    execute,
    ...(confirm ? { confirm } : {}),
  };
}
// #endregion tool-contract

/** One tool the model asked for, with parameters already checked against that tool's schema. */
export interface ToolCall {
  readonly tool: string;
  readonly parameters: Record<string, unknown>;
}

// #region tool-call-result
/**
 * What came of one call, in one shape from the registry to the history, the view and the model: the tool's
 * result; an error (an unknown tool, parameters it refused, or a tool that failed); or the person's "no".
 */
export type ToolCallResult =
  | { readonly type: 'result'; readonly call: ToolCall; readonly result: ToolResult }
  | {
      readonly type: 'error';
      readonly call: ToolCall;
      readonly error: {
        readonly kind: 'unknown-tool' | 'invalid-parameters' | 'failed';
        readonly message: string;
      };
    }
  | { readonly type: 'declined'; readonly call: ToolCall; readonly message: string };
// #endregion tool-call-result
