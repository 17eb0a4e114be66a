export { HANG_GUARD_MS } from './hang-guard.ts';
export { nodeAtLeast, skipReasonBelowNode } from './node-version.ts';
export { newCalendarFile, PINNED_NOW, partEnvironment } from './part-environment.ts';
export { processAlive } from './process-alive.ts';
export { KEYS, startInTerminal, type TerminalSession } from './run-in-terminal.ts';
export { type PartRun, REPO_ROOT, type RunPartOptions, runPart, runPartAsync } from './run-part.ts';
