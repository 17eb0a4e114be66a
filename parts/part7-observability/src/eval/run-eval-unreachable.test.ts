import { AuthenticationError, NetworkError, type ToolCallingModel } from '@scheduling-agent/llm-service';
import { describe, expect, it } from 'vitest';
import { ModelUnreachableError, runEval } from './run-eval.ts';
import { EVAL_TASKS } from './tasks.ts';

/** A model whose every request fails with `error`, as one does after the provider's retries. */
const failingWith = (error: Error): ToolCallingModel => ({
  provider: 'scripted',
  label: 'down',
  generate: async () => {
    throw error;
  },
});

describe('a model that cannot be reached', () => {
  it.each([
    new NetworkError('network', 'Cannot reach the model (connection refused).', { provider: 'scripted' }),
    new AuthenticationError('authentication', 'GEMINI_API_KEY was rejected (HTTP 401): check .env', {
      provider: 'scripted',
    }),
  ])('stops the eval at the first trial, with why, instead of failing every trial ($message)', async (error) => {
    const trials: string[] = [];
    const run = runEval(EVAL_TASKS, {
      trials: 3,
      model: () => failingWith(error),
      onTrial: ({ task }) => trials.push(task.id),
    });
    await expect(run).rejects.toThrow(new ModelUnreachableError(`${EVAL_TASKS[0]?.id}, trial 1: ${error.message}`));
    expect(trials).toEqual([]);
  });

  it('goes on past a reply the agent can use, so only an unreachable model stops it', async () => {
    const saysOk: ToolCallingModel = {
      provider: 'scripted',
      label: 'ok',
      generate: async () => ({ text: 'ok', toolCalls: [], finishReason: 'stop' }),
    };
    const outcomes = await runEval(EVAL_TASKS.slice(0, 2), { trials: 1, model: () => saysOk });
    expect(outcomes).toHaveLength(2);
  });
});
