import type { JsonSchema } from '@scheduling-agent/llm-service';

/** The only action in Part 1: answer the person. */
interface AnswerAction {
  readonly action: 'answer';
  readonly response: string;
}

/** What the model may reply in this part. */
export type Action = AnswerAction;

// #region action-schema
/**
 * The reply format as a JSON Schema. The same object drives the provider's JSON mode, the validation of every reply,
 * and the offline model's idea of what it may say.
 */
export const actionSchema: JsonSchema = {
  type: 'object',
  properties: {
    action: { type: 'string', enum: ['answer'] },
    response: { type: 'string', description: 'What to tell the person.' },
  },
  required: ['action', 'response'],
  additionalProperties: false,
};
// #endregion action-schema
