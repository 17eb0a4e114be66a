/**
 * Whether this Node is `version` ("22.19.0") or later, comparing major, minor and patch as numbers: 22.9 is older than
 * 22.19, and 23.0 is newer than both.
 */
export function nodeAtLeast(version: string, current: string = process.versions.node): boolean {
  const wanted = version.split('.').map(Number);
  const have = current.split('.').map(Number);
  for (let index = 0; index < 3; index++) {
    const difference = (have[index] ?? 0) - (wanted[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/**
 * For tests that need a newer Node than this one: why they are skipped, printed once when the file is loaded (Vitest
 * shows what a test file prints, while a skipped test's name alone is hidden by its default reporter), or `''` when
 * they can run. Put the result in the `describe` name too, so the verbose report carries it.
 */
export function skipReasonBelowNode(version: string, why: string, instead: string): string {
  if (nodeAtLeast(version)) return '';
  const reason = `skipped: needs Node ${version} or later (${why}), this is ${process.version}; ${instead}`;
  console.warn(reason);
  return ` (${reason})`;
}
