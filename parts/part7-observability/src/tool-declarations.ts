import type { ToolDeclaration } from '@scheduling-agent/llm-service';
import type { ToolRegistry } from './tool-registry.ts';

// #region tool-declarations
/**
 * The registry's tools as the provider declares them to the model: the name, when to use it, and the JSON Schema of
 * its parameters (made portable), the same schema the registry checks each call against. Built once per agent.
 */
export function declareTools(registry: ToolRegistry): ToolDeclaration[] {
  return registry.list().flatMap((name) => {
    const definition = registry.getDefinition(name);
    if (!definition) return [];
    return [
      {
        name: definition.name,
        description: definition.description,
        parameters: definition.parameters,
      },
    ];
  });
}
// #endregion tool-declarations
