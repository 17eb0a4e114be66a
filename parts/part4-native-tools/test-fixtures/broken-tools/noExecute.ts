export default {
  definition: {
    name: 'noExecute',
    description: 'A tool whose author forgot execute.',
    parameters: { type: 'object', properties: {} },
    returns: 'nothing',
  },
};
