import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The monorepo root: children run from there so `--import tsx` resolves. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Starts `node --import tsx test-fixtures/<script>` with arguments, from the repository root. */
export function startChild(script: string, args: readonly string[]): ChildProcess {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', path, ...args], {
    cwd: REPOSITORY_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Calls `onLine` for every complete line the child writes to stdout. */
export function onLines(child: ChildProcess, onLine: (line: string) => void): void {
  let buffer = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

/** Resolves when the child has exited, with its exit code or signal and everything it wrote to stderr. */
export function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

/** Runs a child to the end and returns the lines it printed; rejects with its stderr if it failed. */
export async function runChild(script: string, args: readonly string[]): Promise<string[]> {
  const child = startChild(script, args);
  const lines: string[] = [];
  onLines(child, (line) => lines.push(line));
  child.stdin?.end('go\n');
  const { code, stderr } = await exited(child);
  if (code !== 0) throw new Error(`Child ${script} exited with ${code}:\n${stderr}`);
  return lines;
}
