import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { type CommandResult, runCommand } from './run-command.ts';

/**
 * One check run over every patched copy at once, so that a tool starts once rather than once per exercise. Given the
 * copies' folders (relative to the repository root, all in one scratch folder), it returns what failed, by folder.
 */
export interface CheckStep {
  readonly name: string;
  run(copies: string[], root: string): Map<string, string>;
}

const bin = (root: string, tool: string) => join(root, 'node_modules', '.bin', tool);

/** The part's typecheck: one TypeScript program over every copy's `src`, with the shared strict settings. */
const typecheck: CheckStep = {
  name: 'typecheck',
  run(copies, root) {
    const config = join(root, dirname(copies[0]!), 'tsconfig.json');
    const include = copies.map((copy) => `${basename(copy)}/src`);
    writeFileSync(config, JSON.stringify({ extends: '../tsconfig.base.json', include }));
    const result = runCommand(root, bin(root, 'tsc'), ['-p', config, '--noEmit', '--pretty', 'false']);
    return failuresByCopy(result, copies, (copy) => result.output.split('\n').filter((line) => line.startsWith(copy)));
  },
};

/** The part's lint, formatting included: Biome with the repository's settings, once per copy (it starts in ms). */
const lint: CheckStep = {
  name: 'lint (run `npm run format` to fix formatting)',
  run(copies, root) {
    const failures = new Map<string, string>();
    for (const copy of copies) {
      const result = runCommand(join(root, copy), bin(root, 'biome'), ['check', 'src']);
      if (result.status !== 0) failures.set(copy, result.output);
    }
    return failures;
  },
};

/**
 * The part's tests: one Vitest run over every copy, its JSON report read to tell which copy a failure is in. The
 * offline end-to-end suite (`main.e2e.test.ts`) runs, so every solution is tried in the real CLI; the provider and
 * terminal suites (`main.gemini.e2e.test.ts`, `main.terminal.e2e.test.ts`, …) are left out: they test the shared
 * providers and terminal, which no exercise changes, and they are most of the time a part's tests take.
 */
const tests: CheckStep = {
  name: 'tests',
  run(copies, root) {
    const scratch = join(root, dirname(copies[0]!));
    const report = join(scratch, 'vitest-report.json');
    const result = runCommand(scratch, bin(root, 'vitest'), [
      'run',
      // The same clean environment and time limit as every package's own tests.
      `--config=${join(root, 'vitest.shared.ts')}`,
      `--root=${scratch}`,
      '--exclude=**/main.*.e2e.test.ts',
      '--reporter=json',
      `--outputFile=${report}`,
    ]);
    const failed = readFailedFiles(report);
    return failuresByCopy(result, copies, (copy) =>
      failed.filter(({ file }) => relative(root, file).startsWith(`${copy}/`)).map(({ message }) => message),
    );
  },
};

/** Typecheck, lint and tests: what `npm test` runs for a part. */
export const PART_CHECKS: CheckStep[] = [typecheck, lint, tests];

/**
 * The copies a failed run blames, with what it says about each. A failure that names no copy (the tool itself
 * could not run) fails every copy, so it is never lost.
 */
function failuresByCopy(
  result: CommandResult,
  copies: string[],
  blame: (copy: string) => string[],
): Map<string, string> {
  const failures = new Map<string, string>();
  if (result.status === 0) return failures;
  for (const copy of copies) {
    const lines = blame(copy);
    if (lines.length > 0) failures.set(copy, lines.join('\n'));
  }
  if (failures.size === 0) for (const copy of copies) failures.set(copy, result.output);
  return failures;
}

interface VitestReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

function readFailedFiles(report: string): Array<{ file: string; message: string }> {
  let parsed: VitestReport;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  } catch {
    return [];
  }
  return (parsed.testResults ?? [])
    .filter((file) => file.status !== 'passed')
    .map((file) => {
      const failures = (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `  ${test.fullName}: ${(test.failureMessages ?? []).join('\n').split('\n')[0]}`);
      return { file: file.name, message: [file.name, file.message ?? '', ...failures].filter(Boolean).join('\n') };
    });
}
