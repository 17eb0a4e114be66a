import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PARTS } from './parts.ts';
import { benchEnv, REPO_ROOT, temporaryDirectory } from './setup.ts';
import type { Table } from './table.ts';

// Written to a temporary folder at run time: a module-resolution hook (it runs on the loader's own thread) records
// every ES module resolved, and an exit handler adds the CommonJS files that were required (ajv is CommonJS).
const HOOKS = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.BENCH_MODULE_LOG, result.url + '\\n');
  return result;
}
`;
const REGISTER = `import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
register(new URL('./hooks.mjs', import.meta.url));
const cache = createRequire(import.meta.url).cache;
process.on('exit', () => appendFileSync(process.env.BENCH_MODULE_LOG, Object.keys(cache).join('\\n') + '\\n'));
`;

/** The loader's own packages: their cost is the tsx loader's row in the start-up breakdown. */
const LOADER_PACKAGES = new Set(['tsx', 'esbuild']);

/** What a part loaded before its first prompt, by kind. */
export interface LoadedModules {
  readonly project: number;
  readonly packages: ReadonlyMap<string, number>;
}

/** Sorts module URLs and paths into the project's own files and npm packages (with file counts); built-ins are skipped. */
export function classifyModules(entries: readonly string[]): LoadedModules {
  const unique = new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ''));
  const packages = new Map<string, number>();
  let project = 0;
  for (const entry of unique) {
    if (entry.startsWith('node:') || !entry.includes('/')) continue;
    const path = entry.startsWith('file:') ? fileURLToPath(entry) : entry;
    const inPackage = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
    if (inPackage) packages.set(inPackage[1]!, (packages.get(inPackage[1]!) ?? 0) + 1);
    else project++;
  }
  return { project, packages };
}

/** Starts a part with input already ended and records every module it loaded on the way to its first prompt. */
function modulesOfPart(dir: string, scratch: string, env: NodeJS.ProcessEnv = {}): LoadedModules {
  const log = join(scratch, `${dir}-${Object.keys(env).length}.log`);
  writeFileSync(log, '');
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', join(scratch, 'register.mjs'), `parts/${dir}/src/main.ts`],
    {
      cwd: REPO_ROOT,
      input: '',
      encoding: 'utf8',
      env: benchEnv({ BENCH_MODULE_LOG: log, CALENDAR_FILE: join(scratch, 'calendar.json'), ...env }),
      timeout: 60_000,
    },
  );
  if (run.status !== 0) throw new Error(`parts/${dir} failed to start: ${run.stderr}`);
  return classifyModules(readFileSync(log, 'utf8').split('\n'));
}

/** Gemini chosen, with a key that is never used: start-up builds the Gemini model but sends nothing. */
const GEMINI = { LLM_PROVIDER: 'gemini', GEMINI_API_KEY: 'bench-not-a-real-key' };

function row(name: string, loaded: LoadedModules): string[] {
  const packages = [...loaded.packages]
    .filter(([name]) => !LOADER_PACKAGES.has(name))
    .map(([name, files]) => `${name} (${files})`)
    .join(', ');
  return [name, String(loaded.project), packages || 'none', loaded.packages.has('@google/genai') ? 'yes' : 'no'];
}

/** For each part: how many modules its start-up loads, which npm packages, and whether the Gemini SDK is among them. */
export function measureLoadedModules(): Table {
  const scratch = temporaryDirectory('modules');
  writeFileSync(join(scratch, 'hooks.mjs'), HOOKS);
  writeFileSync(join(scratch, 'register.mjs'), REGISTER);
  return {
    title: 'Modules loaded before the first prompt',
    note:
      'Each part started directly (`node --import tsx parts/…/src/main.ts`) with input already ended, on the offline ' +
      "model, with a resolve hook recording every ES module and the CommonJS cache read at exit. The loader's own files " +
      '(tsx, esbuild) are left out. The last row starts Part 3 with Gemini as its provider: the SDK would show here if ' +
      'it were imported before the first request.',
    headers: ['part', 'project .ts modules', 'npm packages (files)', '@google/genai loaded'],
    rows: [
      ...BENCH_PARTS.map(({ name, dir }) => row(name, modulesOfPart(dir, scratch))),
      row('Part 3, provider gemini (a fake key, no request made)', modulesOfPart('part3-loop', scratch, GEMINI)),
    ],
    align: ['left', 'right', 'left', 'left'],
  };
}
