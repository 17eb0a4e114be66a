import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, headingAnchors } from './doc-links.ts';
import { docFiles } from './docs.ts';
import { REPO_ROOT } from './repo-root.ts';

describe('the tutorial pages', () => {
  it('link only to files and headings that exist', () => {
    expect(findBrokenLinks(docFiles())).toEqual([]);
  });

  it('are at most 600 lines: a page teaches, and full diffs live in docs/diffs/', () => {
    const long = docFiles()
      .map((file) => ({ file, lines: readFileSync(join(REPO_ROOT, file), 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > 600);
    expect(long, 'move long generated blocks to a linked file, or show a hunk instead of a whole diff').toEqual([]);
  });

  it('show code from source in pieces a reader can hold: no included block over 80 lines', () => {
    const long = docFiles().flatMap((file) =>
      [...readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(/<!-- include: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g)]
        .map((match) => ({ file, region: match[1], lines: match[2]!.split('\n').length }))
        .filter(({ lines }) => lines > 80),
    );
    expect(long, 'split the region into smaller ones, with prose between them').toEqual([]);
  });

  it('link the real-model guide, the glossary and troubleshooting from every part and the README', () => {
    const parts = docFiles().filter((file) => /^docs\/part\d/.test(file));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    for (const file of ['README.md', 'docs/README.md', ...parts]) {
      const text = readFileSync(join(REPO_ROOT, file), 'utf8');
      expect(text, `${file} should link the real-model guide`).toMatch(/\]\((?:docs\/)?real-models\.md[#)]/);
    }
  });
});

describe('findBrokenLinks', () => {
  it('reports a missing file and a missing heading, and ignores the web and code', () => {
    const root = mkdtempSync(join(tmpdir(), 'links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs/a.md'), '# Page A\n\n## Run it\n');
    writeFileSync(
      join(root, 'docs/b.md'),
      [
        '[ok](a.md) [ok](a.md#run-it) [web](https://example.com/x.md)',
        '[gone](missing.md) [bad](a.md#nowhere) `[code](nope.md)`',
      ].join('\n'),
    );
    expect(findBrokenLinks(['docs/b.md'], root)).toEqual([
      { file: 'docs/b.md', target: 'missing.md', reason: 'docs/missing.md does not exist' },
      { file: 'docs/b.md', target: 'a.md#nowhere', reason: 'docs/a.md has no heading #nowhere' },
    ]);
  });

  it('makes anchors as GitHub does', () => {
    expect([
      ...headingAnchors('## 1. A history that records what happened\n## Add a `/date` command\n## Tests\n## Tests'),
    ]).toEqual(['1-a-history-that-records-what-happened', 'add-a-date-command', 'tests', 'tests-1']);
  });
});
