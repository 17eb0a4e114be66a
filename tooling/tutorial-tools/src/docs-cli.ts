import { renderDocs, writeDocs } from './docs.ts';

const usage = `Usage: npm run docs [-- --check] [FILE...]

Regenerates the code snippets, transcripts, changed-file tables, diff hunks and exercises in README.md and
docs/*.md, and the full stage diffs in docs/diffs/, from the repository.
  --check   change nothing; exit 1 and list the stale files if any block is out of date.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const files = args.filter((arg) => !arg.startsWith('--'));
try {
  if (args.includes('--check')) {
    const stale = renderDocs(files.length > 0 ? files : undefined).filter(
      ({ current, expected }) => current !== expected,
    );
    for (const { file } of stale) console.error(`stale: ${file}`);
    if (stale.length > 0) console.error('Run `npm run docs` to regenerate them.');
    else console.log('docs are up to date');
    process.exit(stale.length > 0 ? 1 : 0);
  }
  const changed = writeDocs(files.length > 0 ? files : undefined);
  console.log(changed.length > 0 ? `updated: ${changed.join(', ')}` : 'docs are up to date');
} catch (error) {
  console.error(`docs: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
