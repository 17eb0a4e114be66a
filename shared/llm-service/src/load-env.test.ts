import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFile } from './load-env.ts';

describe('loadEnvFile', () => {
  it('loads variables that are not already set', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'env-')), '.env');
    writeFileSync(file, 'GEMINI_MODEL=from-file\nLLM_PROVIDER=offline\n# a comment\n');
    const env: NodeJS.ProcessEnv = { LLM_PROVIDER: 'gemini' };
    expect(loadEnvFile(file, env)).toBe(true);
    expect(env).toEqual({ GEMINI_MODEL: 'from-file', LLM_PROVIDER: 'gemini' });
  });

  it('is quiet when there is no file', () => {
    expect(loadEnvFile('/nonexistent/.env', {})).toBe(false);
  });
});
