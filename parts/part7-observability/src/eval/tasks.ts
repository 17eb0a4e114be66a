import type { EvalTask } from './eval-task.ts';
import { CHANGE_TASKS } from './tasks-changes.ts';
import { TALK_TASKS } from './tasks-talk.ts';

/** The eval's task set: every kind of request the agent meets, each with what must be true afterwards. */
export const EVAL_TASKS: readonly EvalTask[] = [...CHANGE_TASKS, ...TALK_TASKS];

/**
 * The tasks whose id contains `filter` or whose kind is `filter` (all of them without one); throws, listing the
 * kinds, when none does, so a typo is not a run of nothing.
 */
export function selectTasks(filter: string | undefined, tasks: readonly EvalTask[] = EVAL_TASKS): EvalTask[] {
  if (filter === undefined) return [...tasks];
  const chosen = tasks.filter((task) => task.kind === filter || task.id.includes(filter));
  if (chosen.length > 0) return chosen;
  const kinds = [...new Set(tasks.map((task) => task.kind))].join(', ');
  throw new Error(`No task's id contains "${filter}", and it is not a kind (${kinds}).`);
}
