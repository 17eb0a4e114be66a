/**
 * Whether a process with this id exists: signal 0 only checks. EPERM means it exists but belongs to someone else, so a
 * test waiting for a server it started to be gone keeps waiting.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
