import { describe, expect, it } from 'vitest';
import { classifyModules } from './loaded-modules.ts';

describe('classifyModules', () => {
  it('counts project files, npm packages by name, and skips built-ins', () => {
    const loaded = classifyModules([
      'file:///repo/parts/part3-loop/src/main.ts',
      'file:///repo/parts/part3-loop/src/main.ts',
      '/repo/node_modules/ajv/dist/ajv.js',
      '/repo/node_modules/ajv/dist/core.js',
      'file:///repo/node_modules/@google/genai/dist/node/index.mjs',
      'node:fs',
      '',
    ]);
    expect(loaded.project).toBe(1);
    expect([...loaded.packages]).toEqual([
      ['ajv', 2],
      ['@google/genai', 1],
    ]);
  });
});
