import { randomBytes } from 'node:crypto';
import { closeSync, fdatasyncSync, fstatSync, fsyncSync, ftruncateSync, openSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openAppendLock } from '@scheduling-agent/calendar';
import { ConfigurationError } from '@scheduling-agent/llm-service';
import {
  checkHeader,
  checkRecord,
  RUN_LOG_KIND,
  RUN_LOG_VERSION,
  type RunLogHeader,
  type RunRecord,
  type StoredRecord,
} from './run-record.ts';
import { readStateFile, refuseUntrusted } from './state-file.ts';

/** Told just before and just after each record is made durable: how the kill-at-every-step check finds its moments. */
export type AppendObserver = (event: { when: 'before' | 'after'; record: StoredRecord }) => void | Promise<void>;

/** The run as a log on disk: the records read so far, and a way to add one. */
export interface RunLog {
  readonly file: string;
  readonly runId: string;
  readonly records: readonly StoredRecord[];
  /** Adds a record and returns once it is on disk. Throws {@link RunLogConflictError} if another process wrote first. */
  append(record: RunRecord): Promise<StoredRecord>;
  /** Reads the file again, for a process that lost a race to another (see {@link RunLogConflictError}). */
  reload(): Promise<void>;
}

/** Another process added to the log since this one read it: this one must not go on as if it had not. */
export class RunLogConflictError extends Error {
  override readonly name = 'RunLogConflictError';
}

/** The conversation log kept beside a calendar: `calendar.json` keeps its runs in `calendar.run.jsonl`. */
export function runLogFileFor(calendarFile: string): string {
  return join(dirname(calendarFile), `${basename(calendarFile).replace(/\.json$/i, '')}.run.jsonl`);
}

/**
 * Opens the run log in `file`, reading and checking every line; a missing file is a new, empty log (created on the
 * first append). An old, foreign or damaged log is refused in one line that names it, and is never written to.
 */
export async function openRunLog(file: string, observe?: AppendObserver): Promise<RunLog> {
  let { header, records, size } = await readLog(file);
  const runId = header?.runId ?? newRunId();
  const writer = createAppender(file);
  const log: RunLog = {
    file,
    runId,
    get records() {
      return records;
    },
    // #region append
    async append(record) {
      const stored = { seq: records.length + 1, ...record } as StoredRecord;
      await observe?.({ when: 'before', record: stored });
      const head = size === 0 ? `${JSON.stringify({ kind: RUN_LOG_KIND, version: RUN_LOG_VERSION, runId })}\n` : '';
      size = await writer.append(`${head}${JSON.stringify(stored)}\n`, size, SYNCED.has(stored.type));
      records.push(stored);
      await observe?.({ when: 'after', record: stored });
      return stored;
    },
    // #endregion append
    async reload() {
      ({ records, size } = await readLog(file));
      writer.reopen();
    },
  };
  return log;
}

// #region synced
/**
 * The records after which the log is fsynced: each comes just before something outside the log acts on it (a call
 * goes out, an approval is spent) or the turn ends. Every record is written at once, so a process that is killed
 * loses none; the fsync is for a machine that loses power, and one per step covers every record written since.
 */
const SYNCED: ReadonlySet<StoredRecord['type']> = new Set([
  'tool-calls',
  'approval',
  'approval-asked',
  'turn-end',
  'reset',
]);
// #endregion synced

// #region appender
/**
 * Appends lines to the log: one `O_APPEND` write per record, under the log's lock held only for that write. The file
 * must be as long as this process last saw it (`size`), or another process wrote first: a conflict, and nothing is
 * written. Returns the new length. A write that fails half-way is cut back off, so the log never ends in half a line.
 */
function createAppender(file: string) {
  const lock = openAppendLock(file);
  let open: { fd: number; ino: number } | undefined;
  return {
    async append(text: string, size: number, sync: boolean): Promise<number> {
      const bytes = Buffer.from(text, 'utf8');
      return lock.hold(() => {
        const now = statSync(file, { throwIfNoEntry: false });
        // The same file (not one renamed over it) at the length this process left it: nobody else has written.
        if ((now?.size ?? 0) !== size || (open && now?.ino !== open.ino)) {
          throw new RunLogConflictError(`Another process changed the run log ${file} since it was read.`);
        }
        // The same stat, so no extra call: a log given away or opened to others since it was read is not written.
        if (now) refuseUntrusted(now, (problem) => refuse(file, problem));
        if (!open) {
          const fd = openSync(file, 'a', 0o600);
          open = { fd, ino: fstatSync(fd).ino };
          if (size === 0) syncFolder(dirname(file));
        }
        writeWhole(open.fd, bytes, size);
        if (sync) fdatasyncSync(open.fd);
        return size + bytes.length;
      });
    },
    /** Forgets the open file, for after a reload: the next append opens whatever file now has the name. */
    reopen() {
      if (open) closeSync(open.fd);
      open = undefined;
    },
  };
}

function writeWhole(fd: number, bytes: Buffer, size: number): void {
  try {
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
  } catch (error) {
    ftruncateSync(fd, size);
    throw error;
  }
}

/** Makes a new file's name durable: its folder is fsynced once, where the platform allows opening a folder. */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows and some file systems cannot fsync a folder; the file is still there, just not yet flushed.
  }
}
// #endregion appender

// #region cut-back
/**
 * Refuses a log that is shorter than what the calendar proves ran: a key of this run (its run id starts the key) in
 * the calendar's list of requests done, with no step in the log that made it. Such a log was cut back or replaced;
 * going on would count turns again and forget what was done.
 */
export function refuseIfCutBack(log: RunLog, doneKeys: readonly string[]): void {
  const made = new Set(log.records.flatMap((entry) => (entry.type === 'tool-calls' ? entry.keys : [])));
  // Keys are `runId.session/turn/step/index` (see runTurn): the run id and its dot make a key this run's.
  const missing = doneKeys.find((key) => key.startsWith(`${log.runId}.`) && !made.has(key));
  if (missing) {
    refuse(log.file, `the calendar shows a step of this run (${missing}) that the log does not have: it was cut back`);
  }
}
// #endregion cut-back

async function readLog(file: string) {
  const found = await readStateFile(file, (problem) => refuse(file, problem));
  if (found === null) return { header: undefined, records: [] as StoredRecord[], size: 0 };
  // Every log this program writes starts with its header: an empty one was cut back, and what ran is unknown.
  if (found === '') refuse(file, 'it is empty (0 bytes), so what ran before cannot be known');
  const text = found;
  const lines = text.split('\n');
  if (lines.at(-1) !== '') refuse(file, 'its last line is cut short');
  const header = parseLine(file, lines[0]!, 1);
  if (typeof header === 'object' && header !== null && 'version' in header && header.version !== RUN_LOG_VERSION) {
    refuse(file, `it has version ${JSON.stringify(header.version)}, but this program reads version ${RUN_LOG_VERSION}`);
  }
  const checkedHeader = checkHeader(header);
  if (!checkedHeader.ok) refuse(file, `it is not a run log (line 1: ${checkedHeader.message})`);
  const records = lines.slice(1, -1).map((line, index) => {
    const checked = checkRecord(parseLine(file, line, index + 2));
    if (!checked.ok) refuse(file, `line ${index + 2} is damaged: ${checked.message}`);
    if (checked.value.seq !== index + 1) refuse(file, `line ${index + 2} is out of order (seq ${checked.value.seq})`);
    return checked.value;
  });
  return { header: (checkedHeader as { value: RunLogHeader }).value, records, size: Buffer.byteLength(text) };
}

function parseLine(file: string, line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return refuse(file, `line ${number} is not JSON`);
  }
}

/** The one line for a log that cannot be used: what is wrong, and that nothing was changed. */
function refuse(file: string, problem: string): never {
  throw new ConfigurationError(
    `The run log ${file} cannot be read: ${problem}. Move it away (or use another --calendar) to start a new conversation; it was not changed.`,
  );
}

/** A run log kept in memory only: for tests and tools that drive the agent without a calendar folder. */
export function createMemoryRunLog(): RunLog {
  const records: StoredRecord[] = [];
  return {
    file: '(memory)',
    runId: newRunId(),
    get records() {
      return records;
    },
    async append(record) {
      const stored = { seq: records.length + 1, ...record } as StoredRecord;
      records.push(stored);
      return stored;
    },
    async reload() {},
  };
}

function newRunId(): string {
  return `run_${randomBytes(6).toString('hex')}`;
}
