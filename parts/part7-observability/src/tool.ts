// #region tool-contract
/**
 * What a tool tells the model about itself, as its MCP server listed it: the agent did not write it, so every field
 * is the server's claim. The registry turns these into the provider's tool declarations.
 */
export interface ToolDefinition {
  /** How the model names the tool: the server's name for it, or `server__name` when two servers offer that name. */
  readonly name: string;
  /** The server's own name for the tool, which a call sends. */
  readonly nameOnServer: string;
  /** When to use it: this is what the model reads to choose. */
  readonly description: string;
  /** The JSON Schema of its parameters, made portable for every provider (the server's own checks each call). */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** The server it comes from, as the config names it. */
  readonly server: string;
  /** The server's hints: whether it only reads, may destroy, may be repeated safely. Claims, not guarantees. */
  readonly annotations: ToolAnnotations;
  /** Whether the person's config lets it run without asking (`trustedTools`); a server cannot say so of itself. */
  readonly trusted: boolean;
}

/** The MCP tool annotations the host reads (all optional; the spec's defaults assume the worst but idempotence). */
export interface ToolAnnotations {
  readonly readOnlyHint?: boolean;
  readonly destructiveHint?: boolean;
  readonly idempotentHint?: boolean;
}

/** What every tool returns: a sentence for the person (`message`), and any details for the model beside it. */
export interface ToolResult {
  readonly message: string;
}

/** What a tool may act on: nothing the host holds. Each server keeps its own (the calendar server, its file). */
export type ToolContext = Readonly<Record<string, never>>;
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
