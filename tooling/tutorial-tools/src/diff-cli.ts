import { diffParts } from './stage-diff.ts';

const usage = `Usage: npm run diff -- FROM TO [--tests]

Shows what a later part adds to an earlier one: the diff of their src/ and package.json.
  --tests   include the tests, fixtures and exercise solutions too.
Example: npm run diff -- part1-chat part2-tools`;

const args = process.argv.slice(2);
const parts = args.filter((arg) => !arg.startsWith('-'));
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
if (parts.length !== 2 || args.some((arg) => arg.startsWith('-') && arg !== '--tests')) {
  console.error(usage);
  process.exit(2);
}
try {
  const [from, to] = parts as [string, string];
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  process.stdout.write(diffParts(from, to, { color, tests: args.includes('--tests') }));
} catch (error) {
  console.error(`diff: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
