import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, normalize, relative } from 'node:path';
import { diffFileFor, lessonSize, selectHunks, stageDiffFiles } from './diff-sections.ts';
import { type BlockGenerator, fence } from './doc-blocks.ts';
import { filesChangedBy, listExercises, readExerciseTask } from './exercises.ts';
import { extractRegion, stripRegionMarkers } from './regions.ts';
import { REPO_ROOT } from './repo-root.ts';

/** The clock and zone every transcript runs with, so a transcript is the same on every machine and every day. */
export const TRANSCRIPT_ENV = { AGENT_NOW: '2026-11-23T08:30:00Z', TZ: 'Europe/London' } as const;

/** `<!-- include: path/to/file.ts#region -->`: the region (or the whole file) in a code fence. */
export const include: BlockGenerator = ({ argument }, { file }) => {
  const [path, region] = argument.split('#');
  const source = readFileSync(join(REPO_ROOT, path!), 'utf8');
  const body = region ? extractRegionOrFail(source, region, `${file}: ${argument}`) : stripRegionMarkers(source);
  return fence(extname(path!).slice(1) || 'text', body);
};

/**
 * `<!-- changed-files: part1-chat part2-tools -->`: a table of the files the later part adds or changes, with their
 * line counts, and a link to the full diff kept in `docs/diffs/`.
 */
export const changedFiles: BlockGenerator = ({ argument }, { file }) => {
  const [from, to] = argument.split(/\s+/) as [string, string];
  const files = stageDiffFiles(from, to);
  const rows = files.map(({ path, status, added, removed }) => `| \`${path}\` | ${status} | +${added} −${removed} |`);
  const size = lessonSize(files);
  const link = relative(dirname(file), diffFileFor(to));
  const code = size.code.toLocaleString('en-GB');
  return [
    '| file | | lines |',
    '|---|---|---|',
    ...rows,
    `| in all (\`src/\`: ${code} lines of code more, not counting blank lines and comments) | | +${size.added} −${size.removed} |`,
    '',
    `The whole diff, tests left out: [\`${diffFileFor(to)}\`](${link}), or \`npm run diff -- ${from} ${to}\`.`,
  ].join('\n');
};

/**
 * `<!-- hunk: part1-chat part2-tools src/chat-agent.ts MATCH -->`: the hunks of one file's stage diff that contain
 * the text MATCH (everything after the path), or the file's whole diff when there is no MATCH.
 */
export const hunk: BlockGenerator = ({ argument }, { file }) => {
  const [, from, to, path, match = ''] = /^(\S+)\s+(\S+)\s+(\S+)\s*([\s\S]*)$/.exec(argument) ?? [];
  if (!path) throw new Error(`${file}: a hunk block needs FROM TO PATH [MATCH], got "${argument}"`);
  return fence('diff', selectHunks(stageDiffFiles(from!, to!), path, match));
};

/** `<!-- pin-clock -->`: the command that pins the clock and time zone to the transcripts' own. */
export const pinClock: BlockGenerator = () =>
  fence(
    'console',
    `$ export ${Object.entries(TRANSCRIPT_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')}`,
  );

/**
 * `<!-- exercise: part1-chat/date-command -->`: the exercise's task from its README (its title one level down, as a
 * section of the page), and where its checked solution is.
 */
export const exercise: BlockGenerator = ({ argument }, { file }) => {
  const [part, name] = argument.split('/');
  const found = listExercises().find((candidate) => candidate.part === part && candidate.name === name);
  if (!found) throw new Error(`${file}: no exercise ${argument} (expected parts/${part}/exercises/${name}/README.md)`);
  // The task's links are written from its own folder; the page that shows it is somewhere else.
  const task = readExerciseTask(found)
    .trim()
    .replace(/^# /, '### ')
    .replace(/\]\((?![a-z]+:|#)([^)\s]+)\)/gi, (_link, target: string) => {
      return `](${relative(dirname(file), normalize(join(found.folder, target)))})`;
    });
  const patch = `${found.folder}/solution.patch`;
  const link = `[\`solution.patch\`](${relative(dirname(file), patch)})`;
  const start = join(REPO_ROOT, found.folder, 'start.patch');
  if (existsSync(start)) {
    // The part as committed already holds this solution: it applies only after start.patch took the code away.
    const files = filesChangedBy(readFileSync(start, 'utf8')).join(' ');
    return [
      task,
      '',
      `A solution that CI checks: ${link}, the code as the page shows it. To compare it with yours, \`git diff\`; to`,
      `skip ahead, or start again, \`git checkout -- ${files}\` (it replaces your version).`,
    ].join('\n');
  }
  return [
    task,
    '',
    `A solution that CI checks: ${link}. To compare it with yours, or to`,
    `skip ahead: \`git apply ${patch}\` (undo with \`git apply -R\`).`,
  ].join('\n');
};

/**
 * `<!-- transcript: {"part":"part1-chat","input":["hello"],"args":[],"calendar":"doc"} -->`: a real run of the part
 * on the offline model with that input piped in. `"calendar":"doc"` shares one temporary calendar between the
 * transcripts of one document, so a later run sees what an earlier one booked; it is shown as
 * {@link shownCalendarOf} the page.
 */
export function createTranscriptGenerator(): BlockGenerator & { cleanup(): void } {
  const calendars = new Map<string, string>();
  const generate: BlockGenerator = ({ argument }, { file }) => {
    const spec = JSON.parse(argument) as TranscriptSpec;
    const args = [...(spec.args ?? [])];
    let output: string;
    if (spec.calendar) {
      if (!calendars.has(file)) calendars.set(file, mkdtempSync(join(tmpdir(), 'transcript-')));
      const real = join(calendars.get(file)!, 'calendar.json');
      // The run uses a private temporary file; the transcript shows it as the short path a learner would type.
      const shownCalendar = shownCalendarOf(file);
      // Without its .json, so that the files named after the calendar (.traces.jsonl, .run.jsonl) are shown too.
      output = runPart(spec.part, [...args, '--calendar', real], spec.input, spec.env, spec.exit)
        .split(real.replace(/\.json$/, ''))
        .join(shownCalendar.replace(/\.json$/, ''));
      args.push('--calendar', shownCalendar);
    } else {
      output = runPart(spec.part, args, spec.input, spec.env, spec.exit);
    }
    // Durations differ on every run; the transcript keeps their place and drops the number.
    output = output.replace(/\b\d+(?:\.\d+)? ms\b/g, '… ms');
    const shown = args.length > 0 ? ` -- ${args.join(' ')}` : '';
    const printf = `printf '${spec.input.join('\\n').replace(/'/g, "'\\''")}\\n'`;
    return fence('console', `$ ${printf} | npm run ${scriptName(spec.part)}${shown}\n${output}`);
  };
  return Object.assign(generate, {
    cleanup: () => {
      for (const folder of calendars.values()) rmSync(folder, { recursive: true, force: true });
    },
  });
}

interface TranscriptSpec {
  readonly part: string;
  readonly input: string[];
  readonly args?: string[];
  readonly calendar?: string;
  readonly env?: Record<string, string>;
  /** How the run must end, when not with 0: another exit code, or the signal that killed it (`"SIGKILL"`). */
  readonly exit?: number | string;
}

/**
 * How a page's transcripts show the calendar file they ran with: one file per page, so that a learner who follows
 * the pages in order starts each page, as its transcripts did, from an empty calendar.
 */
function shownCalendarOf(page: string): string {
  return `/tmp/${basename(page, '.md')}.json`;
}

/** Runs a part's CLI as a learner would with piped input, on the offline model, and returns what it printed. */
export function runPart(
  part: string,
  args: string[],
  input: string[],
  extraEnv: Record<string, string> = {},
  exit: number | string = 0,
): string {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...TRANSCRIPT_ENV,
    NO_COLOR: '1',
    LLM_PROVIDER: 'offline',
    ...extraEnv,
  };
  for (const name of ['GEMINI_API_KEY', 'GOOGLE_API_KEY', 'OPENAI_API_KEY', 'FORCE_COLOR', 'CALENDAR_FILE'])
    delete env[name];
  // Through sh so that stderr joins stdout in the order a person would see them.
  const command = [
    '-c',
    'exec "$0" "$@" 2>&1',
    process.execPath,
    '--import',
    'tsx',
    `parts/${part}/src/main.ts`,
    ...args,
  ];
  const result = spawnSync('sh', command, {
    cwd: REPO_ROOT,
    env,
    input: input.map((line) => `${line}\n`).join(''),
    encoding: 'utf8',
  });
  const ended = result.status ?? result.signal;
  if (ended !== exit) throw new Error(`${part} ended with ${ended}, not ${exit}: ${result.stdout}`);
  return result.stdout.trimEnd();
}

function scriptName(part: string): string {
  return `part${/^part(\d+)/.exec(part)?.[1] ?? ''}`;
}

function extractRegionOrFail(source: string, region: string, where: string): string {
  const body = extractRegion(source, region);
  if (body === null) throw new Error(`${where}: no "// #region ${region}" in that file`);
  return body;
}
