import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { diffFileFor } from './diff-sections.ts';
import { renderBlocks } from './doc-blocks.ts';
import { changedFiles, createTranscriptGenerator, exercise, hunk, include, pinClock } from './generators.ts';
import { REPO_ROOT } from './repo-root.ts';
import { diffParts } from './stage-diff.ts';

/** The Markdown files whose blocks are generated: the tutorial in `docs/` and the root README. */
export function docFiles(): string[] {
  const docs = readdirSync(join(REPO_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs];
}

/** A generated file's current text (empty when it does not exist yet) and the text it should have. */
export interface RenderedFile {
  readonly file: string;
  readonly current: string;
  readonly expected: string;
}

/**
 * Each doc's current text and the text it should have, with every block regenerated from the repository; with no
 * files named, also the full stage diffs the pages link (`docs/diffs/<part>.diff`, one per part after the first).
 */
export function renderDocs(files?: string[]): RenderedFile[] {
  const transcript = createTranscriptGenerator();
  const generators = { include, transcript, 'changed-files': changedFiles, hunk, 'pin-clock': pinClock, exercise };
  try {
    const pages = (files ?? docFiles()).map((file) => {
      const current = readFileSync(join(REPO_ROOT, file), 'utf8');
      return { file, current, expected: renderBlocks(current, generators, file) };
    });
    return files ? pages : [...pages, ...renderStageDiffs()];
  } finally {
    transcript.cleanup();
  }
}

/** The full diff from each part to the next, as `npm run diff` prints it without colour. */
export function renderStageDiffs(): RenderedFile[] {
  const parts = readdirSync(join(REPO_ROOT, 'parts'))
    .filter((name) => existsSync(join(REPO_ROOT, 'parts', name, 'src')))
    .sort();
  return parts.slice(1).map((to, index) => {
    const file = diffFileFor(to);
    const path = join(REPO_ROOT, file);
    const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
    return { file, current, expected: diffParts(parts[index]!, to, { color: false }) };
  });
}

/** Rewrites the docs and stage diffs that are stale; returns the files it changed. */
export function writeDocs(files?: string[]): string[] {
  const changed = renderDocs(files).filter(({ current, expected }) => current !== expected);
  for (const { file, expected } of changed) {
    mkdirSync(dirname(join(REPO_ROOT, file)), { recursive: true });
    writeFileSync(join(REPO_ROOT, file), expected);
  }
  return changed.map(({ file }) => file);
}
