import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderBlocks } from './doc-blocks.ts';
import { createTranscriptGenerator, diff, include } from './generators.ts';
import { REPO_ROOT } from './repo-root.ts';

/** The Markdown files whose blocks are generated: the tutorial in `docs/` and the root README. */
export function docFiles(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** Each doc's current text and the text it should have, with every block regenerated from the repository. */
export function renderDocs(files: string[] = docFiles()): Array<{ file: string; current: string; expected: string }> {
  const transcript = createTranscriptGenerator();
  try {
    return files.map((file) => {
      const current = readFileSync(join(REPO_ROOT, file), 'utf8');
      const expected = renderBlocks(current, { include, diff, transcript }, file);
      return { file, current, expected };
    });
  } finally {
    transcript.cleanup();
  }
}

/** Rewrites the docs whose blocks are stale; returns the files it changed. */
export function writeDocs(files?: string[]): string[] {
  const changed = renderDocs(files).filter(({ current, expected }) => current !== expected);
  for (const { file, expected } of changed) writeFileSync(join(REPO_ROOT, file), expected);
  return changed.map(({ file }) => file);
}
