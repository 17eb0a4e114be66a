import { defineTool } from '../../src/tool.ts';

export default defineTool({
  name: 'findFreeSlots',
  description: 'A second file defining findFreeSlots, which the registry refuses.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  returns: 'a message',
  execute: async () => ({ message: 'free all day' }),
});
