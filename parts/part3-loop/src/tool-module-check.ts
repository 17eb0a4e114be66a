import type { ToolModule } from './tool.ts';

/**
 * Checks that an imported module is a tool: it exports a `definition` (with a name that matches its file, a
 * description, an object schema for its parameters and a `returns` text) and an `execute` function. Throws an error
 * naming the file and what is wrong, since a broken tool is a mistake to fix before the agent starts.
 */
export function checkToolModule(imported: unknown, path: string): ToolModule {
  const module = imported as Partial<ToolModule> | undefined;
  const definition = module?.definition as Partial<ToolModule['definition']> | undefined;
  const fileName = /([^/\\]+)\.ts$/.exec(path)?.[1];
  const problems: string[] = [];
  if (typeof definition !== 'object' || definition === null) {
    problems.push('it does not export a `definition` object');
  } else {
    if (typeof definition.name !== 'string' || !/^[A-Za-z]\w*$/.test(definition.name)) {
      problems.push('`definition.name` must be a word such as checkAvailability');
    } else if (definition.name !== fileName) {
      problems.push(`\`definition.name\` is "${definition.name}" but the file is ${fileName}.ts: name them the same`);
    }
    if (typeof definition.description !== 'string' || definition.description.trim() === '') {
      problems.push('`definition.description` must say when to use the tool');
    }
    const parameters = definition.parameters as Record<string, unknown> | undefined;
    if (typeof parameters !== 'object' || parameters === null || parameters.type !== 'object') {
      problems.push('`definition.parameters` must be a JSON Schema with "type": "object"');
    }
    if (typeof definition.returns !== 'string') problems.push('`definition.returns` must describe the result');
  }
  if (typeof module?.execute !== 'function') problems.push('it does not export an `execute` function');
  if (problems.length > 0) throw new Error(`Tool module ${path} is not a valid tool: ${problems.join('; ')}.`);
  return module as ToolModule;
}
