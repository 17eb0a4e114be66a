import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import GithubSlugger from 'github-slugger';
import { REPO_ROOT } from './repo-root.ts';

/** A relative link in a Markdown file that leads nowhere: the file is missing, or it has no such heading. */
export interface BrokenLink {
  readonly file: string;
  readonly target: string;
  readonly reason: string;
}

/**
 * The relative links of the given Markdown files (repository paths) whose file does not exist or whose `#anchor` is
 * not a heading of the target page. Links to the web are not followed; links inside code are ignored.
 */
export function findBrokenLinks(files: string[], root = REPO_ROOT): BrokenLink[] {
  return files.flatMap((file) => {
    const text = withoutCode(readFileSync(join(root, file), 'utf8'));
    return [...text.matchAll(/\]\(([^)\s]+)\)/g)].flatMap(([, target]): BrokenLink[] => {
      if (/^[a-z]+:/i.test(target!)) return [];
      const [path = '', anchor] = target!.split('#');
      const resolved = path === '' ? file : normalize(join(dirname(file), path));
      if (!existsSync(join(root, resolved))) return [{ file, target: target!, reason: `${resolved} does not exist` }];
      if (anchor === undefined || !resolved.endsWith('.md')) return [];
      const anchors = headingAnchors(readFileSync(join(root, resolved), 'utf8'));
      return anchors.has(anchor) ? [] : [{ file, target: target!, reason: `${resolved} has no heading #${anchor}` }];
    });
  });
}

/**
 * The anchors GitHub gives a page's headings, made by github-slugger (the slugs GitHub's own renderer makes: lower
 * case, punctuation dropped, spaces as hyphens, `-1`, `-2` on repeats).
 */
export function headingAnchors(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set([...withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slugger.slug(heading!)));
}

function withoutFences(markdown: string): string {
  return markdown.replace(/^(`{3,})[\s\S]*?^\1`*$/gm, '');
}

function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}
