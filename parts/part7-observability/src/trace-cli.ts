import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { readTraceFile, renderTimeline, TraceFileError } from './trace-timeline.ts';

const HELP = `Draws a trace file as a timeline: one row per turn, one bar per model call, tool call and question.

Usage: npm run trace -- FILE   (FILE: a trace file, such as .data/calendar.traces.jsonl)

It writes FILE's name with .html (calendar.traces.html) beside it, a page that needs no network to view, and prints
its path on the last line.`;

// #region trace-cli
/** `npm run trace -- FILE`: the timeline beside the trace file; its path is the last line printed. */
function main(args: string[]): number {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const [file, ...rest] = args;
  if (file === undefined || rest.length > 0 || file.startsWith('-')) {
    console.error('Give one trace file: npm run trace -- .data/calendar.traces.jsonl (see --help).');
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`${file} does not exist: the part writes <calendar>.traces.jsonl beside its calendar file.`);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  try {
    const cutShort = (line: number) =>
      console.error(`Line ${line} was cut short (the run stopped mid-write): it is left out; the rest is drawn.`);
    const html = renderTimeline(readTraceFile(text, cutShort), `Trace of ${file}`);
    const out = `${file.replace(/\.jsonl?$/, '')}.html`;
    writeFileSync(out, html);
    console.log(out);
    return 0;
  } catch (error) {
    if (!(error instanceof TraceFileError)) throw error;
    console.error(`Cannot draw ${file}: ${error.message}`);
    return 2;
  }
}
// #endregion trace-cli

process.exitCode = main(process.argv.slice(2));
