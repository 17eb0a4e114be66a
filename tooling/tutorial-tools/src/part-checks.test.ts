import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { processStartingTests, withRunTimeLoaders } from './part-checks.ts';
import { REPO_ROOT } from './repo-root.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('what a solution reaches beyond its imports', () => {
  it('counts a tool file as a change to the registry that loads its folder at run time', () => {
    expect(
      withRunTimeLoaders(['parts/part2-tools/src/tools/find-free-slots.ts', 'parts/part2-tools/README.md']),
    ).toEqual([
      'parts/part2-tools/src/tools/find-free-slots.ts',
      'parts/part2-tools/README.md',
      'parts/part2-tools/src/tool-registry.ts',
    ]);
    expect(withRunTimeLoaders(['parts/part3-loop/src/agent-loop.ts'])).toEqual(['parts/part3-loop/src/agent-loop.ts']);
  });

  it('always runs a quick-tier test that starts a process, whose imports cannot show what it runs', () => {
    const folder = mkdtempSync(join(tmpdir(), 'part-checks-'));
    folders.push(folder);
    mkdirSync(join(folder, 'src', 'corpus'), { recursive: true });
    const files = {
      'src/corpus/pasted.test.ts': "const part = startPart('part3-loop', []);",
      'src/cli.test.ts': "import { spawnSync } from 'node:child_process';",
      'src/pure.test.ts': "import { classify } from './classify.ts';",
      'src/slow.e2e.test.ts': "const part = startPart('part3-loop', []);",
      'src/helper.ts': "import { spawn } from 'node:child_process';",
    };
    for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
    expect(processStartingTests(folder)).toEqual([
      join(folder, 'src/cli.test.ts'),
      join(folder, 'src/corpus/pasted.test.ts'),
    ]);
  });

  it('finds none in the evaluation suites: a test there that starts a part belongs to the end-to-end tier', () => {
    expect(processStartingTests(join(REPO_ROOT, 'tooling', 'evaluation'))).toEqual([]);
    expect(processStartingTests(join(REPO_ROOT, 'shared', 'calendar-mcp'))).toEqual([]);
  });
});
