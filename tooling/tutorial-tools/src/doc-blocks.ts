/** A generated block in a Markdown file: `<!-- kind: argument -->` … `<!-- /kind -->` (the argument may be absent). */
export interface DocBlock {
  readonly kind: string;
  readonly argument: string;
}

/** Makes the content of one block from its argument (a code fence, a transcript, a diff). */
export type BlockGenerator = (block: DocBlock, context: { readonly file: string }) => string;

const BLOCK =
  /<!-- (include|transcript|changed-files|hunk|pin-clock|exercise)(?:: ([\s\S]*?))? -->\n([\s\S]*?)<!-- \/\1 -->/g;

/**
 * Regenerates every block in a Markdown text and returns the new text. Text outside blocks is left alone, so the
 * prose is written by hand and the code, transcripts and diffs come from the repository.
 */
export function renderBlocks(markdown: string, generators: Record<string, BlockGenerator>, file: string): string {
  return markdown.replace(BLOCK, (_match, kind: string, argument: string | undefined) => {
    const generate = generators[kind];
    if (!generate) throw new Error(`${file}: no generator for <!-- ${kind} --> blocks`);
    const content = generate({ kind, argument: (argument ?? '').trim() }, { file }).trimEnd();
    const opening = argument === undefined ? `<!-- ${kind} -->` : `<!-- ${kind}: ${argument} -->`;
    return `${opening}\n${content}\n<!-- /${kind} -->`;
  });
}

/** The blocks a Markdown text contains, in order. */
export function listBlocks(markdown: string): DocBlock[] {
  return [...markdown.matchAll(BLOCK)].map((match) => ({ kind: match[1]!, argument: (match[2] ?? '').trim() }));
}

/** A fenced code block whose fence is longer than any run of backticks inside it. */
export function fence(language: string, body: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((run) => run[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${body.trimEnd()}\n${ticks}`;
}
