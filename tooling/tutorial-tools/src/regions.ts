/**
 * The lines of a `// #region name` … `// #endregion` block in a source file, without the markers of that region or
 * of any region nested in it. Returns null when the region does not exist.
 */
export function extractRegion(source: string, name: string): string | null {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*// #region ${escapeRegExp(name)}\\s*$`).test(line));
  if (start === -1) return null;
  const body: string[] = [];
  let depth = 0;
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\/\/ #region\b/.test(line)) {
      depth++;
      continue;
    }
    if (/^\s*\/\/ #endregion\b/.test(line)) {
      if (depth === 0) return dedent(body).join('\n');
      depth--;
      continue;
    }
    body.push(line);
  }
  return null;
}

/** The whole file without any region markers. */
export function stripRegionMarkers(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*\/\/ #(end)?region\b/.test(line))
    .join('\n')
    .trimEnd();
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
