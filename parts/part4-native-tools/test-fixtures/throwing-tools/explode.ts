import { defineTool } from '../../src/tool.ts';

export default defineTool({
  name: 'explode',
  description: 'Always fails, to test that a throwing tool becomes an error result.',
  parameters: {
    type: 'object',
    properties: { date: { type: 'string' } },
    required: ['date'],
    additionalProperties: false,
  },
  returns: 'never returns',
  execute: async () => {
    throw new Error('the disk is on fire');
  },
});
