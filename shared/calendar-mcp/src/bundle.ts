import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Esbuild from 'esbuild';

const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));
// Under node_modules: ignored by git, the editor's search and the linters, and a fresh `npm ci` starts clean.
const OUT_DIR = join(PACKAGE_DIR, 'node_modules', '.cache', 'calendar-mcp');
/** The bundle is an ES module, and a CommonJS dependency inside it (ajv, express) may still call `require`. */
const REQUIRE_SHIM = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

type Stamps = Record<string, readonly [mtimeMs: number, size: number]>;

/**
 * The calendar server's entry (`src/main.ts` and everything it imports) as one JavaScript file that plain `node`
 * starts, without the TypeScript loader: built with esbuild when any file it came from has changed since the last
 * build (an edit to the server's source takes effect on the next start), reused otherwise. Returns its path.
 */
export function calendarServerBundle(): string {
  return bundleWhenStale(ENTRY, OUT_DIR);
}

/**
 * Bundles `entry` into `outDir/main.mjs` unless the last bundle there is still current, and returns the bundle's path.
 * Beside it, `inputs.json` keeps every file the bundle came from with the modification time and size it had then.
 */
export function bundleWhenStale(entry: string, outDir: string): string {
  const bundle = join(outDir, 'main.mjs');
  const inputs = join(outDir, 'inputs.json');
  if (isStale(bundle, inputs)) build(entry, bundle, inputs);
  return bundle;
}

/** Stale when never built, or when any input is gone or differs in time or size (an `npm ci` may set old times). */
function isStale(bundle: string, inputs: string): boolean {
  let stamps: Stamps;
  try {
    statSync(bundle);
    stamps = JSON.parse(readFileSync(inputs, 'utf8')) as Stamps;
  } catch {
    return true;
  }
  return Object.entries(stamps).some(([file, [mtimeMs, size]]) => {
    try {
      const stat = statSync(file);
      return stat.mtimeMs !== mtimeMs || stat.size !== size;
    } catch {
      return true;
    }
  });
}

function build(entry: string, bundle: string, inputs: string): void {
  // Loaded only to build: esbuild's own start-up would otherwise be paid on every start.
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
  const workingDir = dirname(entry);
  mkdirSync(dirname(bundle), { recursive: true });
  // Written beside the bundle and renamed over it, so a part starting at the same moment never runs half a file.
  const temporary = `${bundle}.${process.pid}.tmp`;
  let result: Esbuild.BuildResult<{ metafile: true }>;
  try {
    result = esbuild.buildSync({
      entryPoints: [entry],
      outfile: temporary,
      absWorkingDir: workingDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      banner: { js: REQUIRE_SHIM },
      metafile: true,
      logLevel: 'silent',
    });
  } catch (error) {
    rmSync(temporary, { force: true });
    const first = (error as { errors?: Esbuild.Message[] }).errors?.[0];
    const where = first?.location ? ` (${join(workingDir, first.location.file)}:${first.location.line})` : '';
    throw new Error(`The calendar server's source does not build: ${first?.text ?? (error as Error).message}${where}.`);
  }
  const stamps: Stamps = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    const file = join(workingDir, input);
    const stat = statSync(file);
    stamps[file] = [stat.mtimeMs, stat.size];
  }
  renameSync(temporary, bundle);
  writeFileSync(`${inputs}.${process.pid}.tmp`, JSON.stringify(stamps));
  renameSync(`${inputs}.${process.pid}.tmp`, inputs);
}
