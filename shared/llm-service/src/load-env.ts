import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The repository's root `.env`, found from this file's place in `shared/llm-service/src`. */
export const ROOT_ENV_FILE = new URL('../../../.env', import.meta.url);

/**
 * Loads a `.env` file into `env` when it exists, with Node's own parser (no dependency). Variables already set in
 * the environment win, so `GEMINI_API_KEY=… npm start` overrides the file. Returns whether a file was read.
 */
export function loadEnvFile(file: URL | string = ROOT_ENV_FILE, env: NodeJS.ProcessEnv = process.env): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return true;
}
