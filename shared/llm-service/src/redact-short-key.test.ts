import { describe, expect, it } from 'vitest';
import { redact, registerSecret } from './redact.ts';

// In a file of its own: the registered keys are global to the module, and this one must be the only key.
registerSecret('test');

describe('redact with only a four-character key', () => {
  it('blanks the key and leaves every ellipsis alone (no shorter piece of it is looked for)', () => {
    expect(redact('key test here')).toBe('key [redacted] here');
    expect(redact('Dentist (ap… and thinking...')).toBe('Dentist (ap… and thinking...');
  });
});
