import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertPortableSchema, createValidator, type Validator } from '@scheduling-agent/llm-service';
import type { Tool, ToolCall, ToolCallResult, ToolContext, ToolDefinition } from './tool.ts';
import { checkToolModule, isToolFile } from './tool-module-check.ts';

/** A checked call that is ready to run; a destructive tool's carries the question to put to the person first. */
export interface PreparedCall {
  readonly type: 'prepared';
  readonly call: ToolCall;
  readonly question?: string;
  run(): Promise<ToolCallResult>;
}

/** The tools a part can use, found in one folder. */
export interface ToolRegistry {
  /** The tool names, in file order. */
  list(): string[];
  /** A tool's definition, or undefined for a name that is not a tool (including `__proto__` and friends). */
  getDefinition(name: string): ToolDefinition | undefined;
  /**
   * Checks a call from a model reply against its tool: the one place parameters are checked. A call that fails is
   * an error result, written for the model.
   */
  checkCall(tool: unknown, parameters: unknown): { ok: true; call: ToolCall } | { ok: false; result: ToolCallResult };
  /**
   * Gets a checked call ready: a destructive tool looks up what it would destroy and words the question, or refuses
   * (no such appointment, say), and its refusal is the call's result. Never throws: a failure is an error result.
   */
  prepare(call: ToolCall, context: ToolContext): Promise<PreparedCall | ToolCallResult>;
}

/** The folder this part's tools live in. */
export const TOOLS_FOLDER = new URL('./tools/', import.meta.url);

interface Entry {
  readonly tool: Tool;
  readonly validate: Validator<Record<string, unknown>>;
}

// #region load-tools
/**
 * Finds every module in the tools folder and checks its shape, so adding a tool is adding a file. A module of the
 * wrong shape stops start-up with an error that names the file: better than a tool that fails when first used.
 */
export async function loadTools(folder: URL = TOOLS_FOLDER): Promise<ToolRegistry> {
  const files = (await readdir(folder)).filter(isToolFile).sort();
  const tools = new Map<string, Entry>();
  for (const file of files) {
    const path = fileURLToPath(new URL(file, folder));
    const tool = checkToolModule(await import(pathToFileURL(path).href), path);
    // Every provider must accept what the tool asks for, so a keyword some servers refuse stops start-up here.
    assertPortableSchema(tool.definition.parameters, `${path}: tool ${tool.definition.name}`);
    if (tools.has(tool.definition.name))
      throw new Error(`${path}: a tool named ${tool.definition.name} already exists.`);
    tools.set(tool.definition.name, {
      tool,
      validate: createValidator(tool.definition.parameters, { subject: 'parameters' }),
    });
  }
  return createRegistry(tools);
}
// #endregion load-tools

function createRegistry(tools: Map<string, Entry>): ToolRegistry {
  const known = (name: unknown) => (typeof name === 'string' && tools.has(name) ? tools.get(name) : undefined);
  return {
    list: () => [...tools.keys()],
    getDefinition: (name) => known(name)?.tool.definition,
    checkCall(name, parameters) {
      const entry = known(name);
      const call = { tool: String(name), parameters: {} };
      if (!entry) {
        const message = `Unknown tool "${String(name)}". The tools are: ${[...tools.keys()].join(', ')}.`;
        return { ok: false, result: { type: 'error', call, error: { kind: 'unknown-tool', message } } };
      }
      const checked = entry.validate(parameters);
      if (!checked.ok) {
        const message = `Invalid parameters for ${String(name)}: ${checked.message}.`;
        return { ok: false, result: { type: 'error', call, error: { kind: 'invalid-parameters', message } } };
      }
      return { ok: true, call: { tool: String(name), parameters: checked.value } };
    },
    // #region execute-tool
    async prepare(call, context) {
      const { tool } = known(call.tool)!;
      const run = (parameters: Record<string, unknown>) => async (): Promise<ToolCallResult> => {
        try {
          return { type: 'result', call, result: await tool.execute(parameters, context) };
        } catch (error) {
          return failed(call, error);
        }
      };
      if (!tool.confirm) return { type: 'prepared', call, run: run(call.parameters) };
      try {
        const confirmation = await tool.confirm(call.parameters, context);
        if (!confirmation.ok) return { type: 'result', call, result: confirmation };
        return { type: 'prepared', call, question: confirmation.question, run: run(confirmation.parameters) };
      } catch (error) {
        return failed(call, error);
      }
    },
    // #endregion execute-tool
  };
}

function failed(call: ToolCall, error: unknown): ToolCallResult {
  const message = `${call.tool} failed: ${error instanceof Error ? error.message : String(error)}`;
  return { type: 'error', call, error: { kind: 'failed', message } };
}
