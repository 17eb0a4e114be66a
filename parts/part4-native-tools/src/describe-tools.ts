import type { ToolDefinition } from './tool.ts';

/** The tools section of the system instruction: for each tool, what it is for, its parameters and what it returns. */
export function describeTools(definitions: readonly ToolDefinition[]): string {
  return definitions.map(describeTool).join('\n');
}

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
