import { inject } from 'vitest';

declare module 'vitest' {
  /** What the shared Vitest configuration (`vitest.shared.ts`) hands to the tests. */
  export interface ProvidedContext {
    maintainerChecks: boolean;
  }
}

/**
 * True when `CI` is set: the checks meant for the tutorial's maintainers (stale pages) fail there, and are skipped on a
 * learner's machine, where an experiment in a part is expected to differ from what the pages quote. Tests only.
 */
export const maintainerChecks = (): boolean => inject('maintainerChecks');
