import { spawnSync } from 'node:child_process';

/** What a command printed (stdout, then stderr) and how it exited. */
export interface CommandResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly output: string;
}

/**
 * Runs a program with the learner's keys, provider choice and colour settings removed from its environment; `settings`
 * sets more variables, or removes those given as `undefined`.
 */
export function runCommand(
  cwd: string,
  command: string,
  args: string[],
  settings: Record<string, string | undefined> = {},
): CommandResult {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', ...settings };
  const removed = Object.keys(settings).filter((name) => settings[name] === undefined);
  for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'LLM_PROVIDER', 'FORCE_COLOR', ...removed])
    delete env[name];
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const stdout = result.stdout ?? '';
  return { status: result.status, stdout, output: `${stdout}${result.stderr ?? ''}${result.error ?? ''}` };
}
