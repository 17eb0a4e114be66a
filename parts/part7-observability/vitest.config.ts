// Every package's tests start the same way: see the repository's vitest.shared.ts.
export { default } from '../../vitest.shared.ts';
