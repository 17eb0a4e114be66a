import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { type BlockGenerator, fence } from './doc-blocks.ts';
import { extractRegion, stripRegionMarkers } from './regions.ts';
import { REPO_ROOT } from './repo-root.ts';
import { diffParts } from './stage-diff.ts';

/** The clock and zone every transcript runs with, so a transcript is the same on every machine and every day. */
export const TRANSCRIPT_ENV = { AGENT_NOW: '2026-11-23T08:30:00Z', TZ: 'Europe/London' } as const;

/** `<!-- include: path/to/file.ts#region -->`: the region (or the whole file) in a code fence. */
export const include: BlockGenerator = ({ argument }, { file }) => {
  const [path, region] = argument.split('#');
  const source = readFileSync(join(REPO_ROOT, path!), 'utf8');
  const body = region ? extractRegionOrFail(source, region, `${file}: ${argument}`) : stripRegionMarkers(source);
  return fence(extname(path!).slice(1) || 'text', body);
};

/** `<!-- diff: part1-chat part2-tools -->`: the stage diff, as `npm run diff` prints it without colour. */
export const diff: BlockGenerator = ({ argument }) => {
  const [from, to] = argument.split(/\s+/);
  return fence('diff', diffParts(from!, to!, { color: false }));
};

/**
 * `<!-- transcript: {"part":"part1-chat","input":["hello"],"args":[],"calendar":"doc"} -->`: a real run of the part
 * on the offline model with that input piped in. `"calendar":"doc"` shares one temporary calendar between the
 * transcripts of one document, so a later run sees what an earlier one booked.
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
      output = runPart(spec.part, [...args, '--calendar', real], spec.input, spec.env)
        .split(real)
        .join(SHOWN_CALENDAR);
      args.push('--calendar', SHOWN_CALENDAR);
    } else {
      output = runPart(spec.part, args, spec.input, spec.env);
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
}

/** How the transcripts show the calendar file they ran with. */
const SHOWN_CALENDAR = '/tmp/calendar.json';

/** Runs a part's CLI as a learner would with piped input, on the offline model, and returns what it printed. */
export function runPart(part: string, args: string[], input: string[], extraEnv: Record<string, string> = {}): string {
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
  if (result.status !== 0) throw new Error(`${part} exited with ${result.status}: ${result.stdout}`);
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
