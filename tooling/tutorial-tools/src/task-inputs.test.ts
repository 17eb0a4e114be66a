import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './repo-root.ts';
import { planTasks, unhashedFiles } from './task-inputs.ts';

describe("Turborepo's cache", () => {
  it('hashes every file each package check reads, so a change to one cannot replay a stale result', () => {
    const plan = planTasks(REPO_ROOT);
    // Every package has a typecheck, a lint and a test: a plan missing them would make this check pass on nothing.
    expect(plan.filter((task) => task.task === 'test').length).toBeGreaterThanOrEqual(10);
    expect(plan.filter((task) => task.task === 'exercises').map((task) => task.taskId)).toEqual([
      '@scheduling-agent/tutorial-tools#exercises',
    ]);
    const missing = plan.flatMap((task) =>
      unhashedFiles(REPO_ROOT, task, plan).map((file) => `${task.taskId}: ${file}`),
    );
    expect(missing, 'add these files to the task\'s "inputs" in turbo.json').toEqual([]);
  });
});
