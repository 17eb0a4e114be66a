import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run mutation`: mutation testing with Stryker (https://stryker-mutator.io/docs/stryker-js/vitest-runner/). It
 * changes the code a little at a time (a `>` becomes `>=`, a condition `true`, a string empty) and runs the tests
 * that cover each change: a change no test notices ("survived") is a behaviour no test pins down. It runs on a scratch
 * copy of the repository, so your files are never touched, and takes several minutes per target.
 */
const TARGETS = [
  { name: "the calendar's booking rules", folder: 'shared/calendar', mutate: ['src/rules.ts'] },
  { name: "Part 3's loop", folder: 'parts/part3-loop', mutate: ['src/agent-loop.ts'] },
  { name: "Part 3's registry", folder: 'parts/part3-loop', mutate: ['src/tool-registry.ts'] },
  { name: "Part 4's loop", folder: 'parts/part4-native-tools', mutate: ['src/agent-loop.ts'] },
] as const;

const HELP = `Usage: npm run mutation [-- NAME...]

Mutation-tests ${TARGETS.map((target) => target.mutate.map((file) => `${target.folder}/${file}`)).join(', ')}
with Stryker on a scratch copy of the repository, and prints each file's score and every surviving mutant.
NAME picks targets by folder (e.g. part3-loop). Takes several minutes per target; not part of npm test.`;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Report {
  files: Record<string, { mutants: { status: string; mutatorName: string; location: { start: { line: number } } }[] }>;
}

function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const unknown = args.filter((arg) => !TARGETS.some((target) => target.folder.endsWith(arg)));
  if (unknown.length > 0) {
    console.error(`No target named ${unknown.join(', ')}: see npm run mutation -- --help`);
    return 2;
  }
  const chosen = TARGETS.filter((target) => args.length === 0 || args.some((arg) => target.folder.endsWith(arg)));
  const stryker = join(dirname(createRequire(import.meta.url).resolve('@stryker-mutator/core/package.json')), 'bin');
  const copy = scratchCopy();
  const rows: string[] = [];
  try {
    for (const target of chosen) {
      const folder = join(copy, target.folder);
      const reportFile = join(copy, `.mutation-${rows.length}.json`);
      const config = {
        testRunner: 'vitest',
        plugins: ['@stryker-mutator/vitest-runner'],
        mutate: target.mutate,
        vitest: { configFile: 'vitest.config.ts', related: true },
        // In place: the copy is ours, and the package's Vitest config reaches the root's shared setup by a relative path.
        inPlace: true,
        coverageAnalysis: 'perTest',
        concurrency: 1,
        reporters: ['clear-text', 'json'],
        clearTextReporter: { allowColor: false, logTests: false },
        jsonReporter: { fileName: reportFile },
      };
      const configFile = join(copy, `.mutation-${rows.length}.config.json`);
      writeFileSync(configFile, JSON.stringify(config));
      console.log(`\n== ${target.name} (${target.folder}/${target.mutate.join(', ')})`);
      const run = spawnSync(process.execPath, [join(stryker, 'stryker.js'), 'run', configFile], {
        cwd: folder,
        stdio: 'inherit',
      });
      if (run.status !== 0 || !existsSync(reportFile)) {
        console.error(`Stryker failed on ${target.folder} (exit ${run.status}).`);
        return 1;
      }
      rows.push(summary(target.name, JSON.parse(readFileSync(reportFile, 'utf8')) as Report));
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  console.log(`\n| target | mutants | killed | survived | score |\n|---|---|---|---|---|\n${rows.join('\n')}`);
  return 0;
}

/** One row of the table: a timeout counts as killed (the mutant made the code hang, and the test noticed). */
function summary(name: string, report: Report): string {
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const detected = mutants.filter((mutant) => ['Killed', 'Timeout'].includes(mutant.status)).length;
  const valid = mutants.filter((mutant) => !['CompileError', 'RuntimeError', 'Ignored'].includes(mutant.status));
  const score = valid.length === 0 ? 100 : (100 * detected) / valid.length;
  return `| ${name} | ${valid.length} | ${detected} | ${valid.length - detected} | ${score.toFixed(1)} % |`;
}

/** The tracked files in a temporary folder, sharing the installed packages. */
function scratchCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'mutation-'));
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error('npm run mutation needs the git checkout of the repository.');
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  // The workspace links in node_modules point back to the originals: only the package under test is mutated, and its
  // tests import the mutated file by a relative path.
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

process.exitCode = main(process.argv.slice(2));
