/** What {@link untrustedBecause} needs of a file's `stat`. */
export interface OwnedFile {
  readonly uid: number;
  readonly mode: number;
  isFile(): boolean;
}

// #region trusted-file
/**
 * Why a file the agent acts on (its calendar, run log, tool pins) cannot be trusted, or `undefined` when it can: it
 * must be a regular file, owned by the person running the agent or by root, that no one else may write. In a shared
 * folder such as /tmp, anyone can plant a file where the agent will look, or write into one left open to them, and
 * the agent would then act on what they wrote: book, cancel, or run a tool nobody asked for. The answer completes a
 * sentence that names the file ("The run log X …"); the caller adds what to do. POSIX only: Windows has no uid here.
 */
export function untrustedBecause(stats: OwnedFile, user = process.getuid?.()): string | undefined {
  if (user === undefined) return undefined;
  if (!stats.isFile()) return 'is not a regular file';
  if (stats.uid !== user && stats.uid !== 0) return `belongs to another user (uid ${stats.uid})`;
  if (stats.mode & 0o002) return 'is writable by anyone';
  if (stats.mode & 0o020) return 'is writable by its group';
  return undefined;
}
// #endregion trusted-file

/** What to do about a file {@link untrustedBecause} refused, in the words every refusal ends with. */
export function trustAdvice(reason: string): string {
  return reason.startsWith('is writable')
    ? 'if it is yours, make it writable by you alone (chmod go-w), or move it away'
    : 'keep it in a folder of your own (--calendar), or move that file away';
}
