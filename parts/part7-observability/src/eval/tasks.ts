import { UsageError } from '@scheduling-agent/cli-io';
import type { EvalTask } from './eval-task.ts';
import { CHANGE_TASKS } from './tasks-changes.ts';
import { TALK_TASKS } from './tasks-talk.ts';

/** The eval's task set: every kind of request the agent meets, each with what must be true afterwards. */
export const EVAL_TASKS: readonly EvalTask[] = [...CHANGE_TASKS, ...TALK_TASKS];

/**
 * The tasks of the kind `filter` names, else those whose id contains it (all of them without one); throws, listing
 * the kinds, when none does, so a typo is not a run of nothing.
 */
export function selectTasks(filter: string | undefined, tasks: readonly EvalTask[] = EVAL_TASKS): EvalTask[] {
  if (filter === undefined) return [...tasks];
  const ofKind = tasks.filter((task) => task.kind === filter);
  const chosen = ofKind.length > 0 ? ofKind : tasks.filter((task) => task.id.includes(filter));
  if (chosen.length > 0) return chosen;
  const kinds = [...new Set(tasks.map((task) => task.kind))].join(', ');
  throw new UsageError(`--only: no task's id contains "${filter}", and it is not a kind (${kinds}).`);
}
