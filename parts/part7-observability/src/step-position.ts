/** Where the loop is in a turn, computed once per step and passed whole to everything that depends on it. */
export interface StepPosition {
  /** The model call about to be made, from 1. */
  readonly step: number;
  /** The most model calls a turn may make. */
  readonly maxSteps: number;
  /** Steps left, counting this one. */
  readonly stepsLeft: number;
  /** True on the last step: no tools are offered, so the model must answer. */
  readonly isLast: boolean;
}

/** The position of `step` out of `maxSteps`. */
export function stepPosition(step: number, maxSteps: number): StepPosition {
  return { step, maxSteps, stepsLeft: maxSteps - step + 1, isLast: step >= maxSteps };
}
