import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createValidator, type Validator } from '@scheduling-agent/llm-service';
import type { ToolContext, ToolDefinition, ToolModule, ToolResult } from './tool.ts';
import { checkToolModule } from './tool-module-check.ts';

/** What running a tool by name gave: its result, or a structured error the model (or person) can read. */
export type ToolOutcome =
  | { readonly ok: true; readonly tool: string; readonly result: ToolResult }
  | {
      readonly ok: false;
      readonly tool: string;
      readonly error: { readonly kind: 'unknown-tool' | 'invalid-parameters' | 'failed'; readonly message: string };
    };

/** The tools a part can use, found in one folder. */
export interface ToolRegistry {
  /** The tool names, in file order. */
  list(): string[];
  /** A tool's definition, or undefined for a name that is not a tool (including `__proto__` and friends). */
  getDefinition(name: string): ToolDefinition | undefined;
  /** Validates the parameters and runs the tool. Never throws: every failure is an outcome. */
  execute(name: string, parameters: unknown, context: ToolContext): Promise<ToolOutcome>;
  /** The tools section of the system instruction. */
  generateToolsPrompt(): string;
}

/** The folder this part's tools live in. */
export const TOOLS_FOLDER = new URL('./tools/', import.meta.url);

// #region load-tools
/**
 * Finds every module in the tools folder and checks its shape, so adding a tool is adding a file. A module of the
 * wrong shape stops start-up with an error that names the file: better than a tool that fails when first used.
 */
export async function loadTools(folder: URL = TOOLS_FOLDER): Promise<ToolRegistry> {
  const files = (await readdir(folder)).filter((file) => /^[A-Za-z]\w*\.ts$/.test(file) && !file.endsWith('.test.ts'));
  const tools = new Map<string, { module: ToolModule; validate: Validator<Record<string, unknown>> }>();
  for (const file of files.sort()) {
    const path = fileURLToPath(new URL(file, folder));
    const module = checkToolModule(await import(pathToFileURL(path).href), path);
    if (tools.has(module.definition.name))
      throw new Error(`${path}: a tool named ${module.definition.name} already exists.`);
    tools.set(module.definition.name, {
      module,
      validate: createValidator(module.definition.parameters, { subject: 'parameters' }),
    });
  }
  return createRegistry(tools);
}
// #endregion load-tools

function createRegistry(
  tools: Map<string, { module: ToolModule; validate: Validator<Record<string, unknown>> }>,
): ToolRegistry {
  const known = (name: string) => (typeof name === 'string' && tools.has(name) ? tools.get(name) : undefined);
  return {
    list: () => [...tools.keys()],
    getDefinition: (name) => known(name)?.module.definition,
    // #region execute-tool
    async execute(name, parameters, context) {
      const tool = known(name);
      if (!tool) {
        const message = `Unknown tool "${String(name)}". The tools are: ${[...tools.keys()].join(', ')}.`;
        return { ok: false, tool: String(name), error: { kind: 'unknown-tool', message } };
      }
      const checked = tool.validate(parameters);
      if (!checked.ok) {
        const message = `Invalid parameters for ${name}: ${checked.message}.`;
        return { ok: false, tool: name, error: { kind: 'invalid-parameters', message } };
      }
      try {
        return { ok: true, tool: name, result: await tool.module.execute(checked.value, context) };
      } catch (error) {
        const message = `${name} failed: ${error instanceof Error ? error.message : String(error)}`;
        return { ok: false, tool: name, error: { kind: 'failed', message } };
      }
    },
    // #endregion execute-tool
    generateToolsPrompt: () => [...tools.values()].map(({ module }) => describeTool(module.definition)).join('\n'),
  };
}

/** One tool in the prompt: name, what it is for, its parameters and what it returns. */
function describeTool(definition: ToolDefinition): string {
  const properties = (definition.parameters.properties ?? {}) as Record<
    string,
    { type?: string; description?: string }
  >;
  const required = new Set((definition.parameters.required as string[] | undefined) ?? []);
  const parameters = Object.entries(properties).map(
    ([name, property]) =>
      `    - ${name} (${property.type ?? 'any'}${required.has(name) ? ', required' : ''}): ${property.description ?? ''}`,
  );
  return [
    `- ${definition.name}: ${definition.description}`,
    '  Parameters:',
    ...parameters,
    `  Returns: ${definition.returns}`,
  ].join('\n');
}
