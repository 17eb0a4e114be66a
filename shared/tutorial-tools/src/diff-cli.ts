import { diffParts } from './stage-diff.ts';

const usage = `Usage: npm run diff -- FROM TO

Shows what a later part adds to an earlier one: the diff of their src/ and package.json.
Example: npm run diff -- part1-chat part2-tools`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h') || args.length !== 2) {
  (args.length === 2 ? console.log : console.error)(usage);
  process.exit(args.length === 2 || args.includes('--help') || args.includes('-h') ? 0 : 2);
}
try {
  const [from, to] = args as [string, string];
  process.stdout.write(diffParts(from, to, { color: Boolean(process.stdout.isTTY) && !process.env.NO_COLOR }));
} catch (error) {
  console.error(`diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
