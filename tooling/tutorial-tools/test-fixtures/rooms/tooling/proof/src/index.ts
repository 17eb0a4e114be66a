export const proof = 'tooling';
