import { defineTool } from '../../src/tool.ts';

export default defineTool({
  name: 'findFreeSlots',
  description: 'A tool in a kebab-case file, which the registry loads as findFreeSlots.',
  parameters: { type: 'object', properties: {}, additionalProperties: false },
  returns: 'a message',
  execute: async () => ({ message: 'free all day' }),
});
