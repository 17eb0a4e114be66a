import type { Tool } from './tool.ts';
import { schemaMistakes } from './tool-schema-check.ts';

/**
 * Whether a file in the tools folder is a tool module: a `.ts` file that is not a test or a declaration. Any name is
 * loaded; {@link checkToolModule} then says if it does not match the tool it defines.
 */
export function isToolFile(file: string): boolean {
  return file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');
}

/** `find-free-slots` → `findFreeSlots`: the tool name a kebab-case file name stands for. */
function camelCase(fileName: string): string {
  return fileName.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Checks that an imported module is a tool: its default export is made by `defineTool` (a definition with a name
 * that matches its file, as `checkAvailability.ts` or `check-availability.ts`, a description, an object schema for
 * its parameters and a `returns` text, and an `execute` function). Throws an error naming the file and what is
 * wrong, since a broken tool is a mistake to fix before the agent starts.
 */
export function checkToolModule(imported: unknown, path: string): Tool {
  const tool = (imported as { default?: Partial<Tool> } | undefined)?.default;
  const definition = tool?.definition as Partial<Tool['definition']> | undefined;
  const fileName = /([^/\\]+)\.ts$/.exec(path)?.[1] ?? '';
  const problems: string[] = [];
  if (typeof definition !== 'object' || definition === null) {
    problems.push('its default export is not a tool: write `export default defineTool({ … })`');
  } else {
    if (typeof definition.name !== 'string' || !/^[A-Za-z]\w*$/.test(definition.name)) {
      problems.push('its `name` must be a word such as checkAvailability');
    } else if (definition.name !== fileName && definition.name !== camelCase(fileName)) {
      problems.push(`its name is "${definition.name}" but the file is ${fileName}.ts: name them the same`);
    }
    if (typeof definition.description !== 'string' || definition.description.trim() === '') {
      problems.push('its `description` must say when to use the tool');
    }
    const parameters = definition.parameters as Record<string, unknown> | undefined;
    if (typeof parameters !== 'object' || parameters === null || parameters.type !== 'object') {
      problems.push('its `parameters` must be a JSON Schema with "type": "object"');
    } else {
      problems.push(...schemaMistakes(parameters, 'its `parameters`'));
    }
    if (typeof definition.returns !== 'string') problems.push('its `returns` must describe the result');
    if (typeof tool?.execute !== 'function') problems.push('it has no `execute` function');
  }
  if (problems.length > 0) {
    const named = typeof definition?.name === 'string' ? ` (tool ${definition.name})` : '';
    throw new Error(`Tool module ${path}${named} is not a valid tool: ${problems.join('; ')}.`);
  }
  return tool as Tool;
}
