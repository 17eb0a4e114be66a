import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const part = fileURLToPath(new URL('../', import.meta.url));
const exercise = join(part, 'exercises', 'build-the-loop');

/** Applies a patch written against `parts/part3-loop` to a copy of the part's `src`. */
function apply(copy: string, patch: string): void {
  execFileSync('git', ['apply', '-p3', join(exercise, patch)], { cwd: copy });
}

describe('exercise: build the loop', () => {
  it('starts from an emptied loop, and its checked solution gives back exactly the loop the tests pass on', () => {
    const copy = mkdtempSync(join(tmpdir(), 'build-the-loop-'));
    cpSync(join(part, 'src'), join(copy, 'src'), { recursive: true });
    const loop = join(copy, 'src', 'agent-loop.ts');

    apply(copy, 'start.patch');
    const emptied = readFileSync(loop, 'utf8');
    expect(emptied).toContain("throw new Error('runTurn is not written yet");
    expect(emptied).not.toContain('loop.model.generate(');

    apply(copy, 'solution.patch');
    expect(readFileSync(loop, 'utf8')).toBe(readFileSync(join(part, 'src', 'agent-loop.ts'), 'utf8'));
  });
});
