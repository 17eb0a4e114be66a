import { type SpawnSyncReturns, spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HANG_GUARD_MS } from './hang-guard.ts';
import { partEnvironment } from './part-environment.ts';

/** The repository root: parts run from here, as `npm run partN` does, so that `tsx` and `.env` are found. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** What a run is given: its piped input, its command-line arguments, and environment variables to add. */
export interface RunPartOptions {
  readonly input?: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** How a run ended and what it printed. */
export interface PartRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs a part's `main.ts` as a learner would (`node --import tsx`, from the repository root) with piped input, in
 * the clean environment of {@link partEnvironment}, and waits for it to end.
 */
export function runPart(main: string | URL, options: RunPartOptions = {}): PartRun {
  const run: SpawnSyncReturns<string> = spawnSync(
    process.execPath,
    ['--import', 'tsx', pathOf(main), ...(options.args ?? [])],
    {
      cwd: REPO_ROOT,
      input: options.input ?? '',
      encoding: 'utf8',
      env: partEnvironment(options.env),
      timeout: HANG_GUARD_MS,
    },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** As {@link runPart}, without blocking: for tests that serve a fake provider from the same process. */
export function runPartAsync(main: string | URL, options: RunPartOptions = {}): Promise<PartRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', pathOf(main), ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env: partEnvironment(options.env),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  child.stdin.end(options.input ?? '');
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A file path from a path or a `file:` URL. */
export function pathOf(file: string | URL): string {
  return typeof file === 'string' ? file : fileURLToPath(file);
}
