import { defineTool } from '../../src/tool.ts';

export default defineTool({
  name: 'pickOne',
  description: 'A tool whose parameters say "one of these" with typeless subschemas, which some servers refuse.',
  parameters: {
    type: 'object',
    properties: { date: { type: 'string' }, id: { type: 'string' } },
    anyOf: [{ required: ['date'] }, { required: ['id'] }],
    additionalProperties: false,
  },
  returns: 'a message',
  execute: async () => ({ message: 'picked' }),
});
