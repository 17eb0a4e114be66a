import type { ToolDefinition, ToolResult } from '../../tool.ts';

export const definition: ToolDefinition = {
  name: 'explode',
  description: 'Always fails, to test that a throwing tool becomes an outcome.',
  parameters: {
    type: 'object',
    properties: { date: { type: 'string' } },
    required: ['date'],
    additionalProperties: false,
  },
  returns: 'never returns',
};

export async function execute(): Promise<ToolResult> {
  throw new Error('the disk is on fire');
}
