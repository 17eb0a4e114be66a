import { IDEMPOTENCY_KEY } from '@scheduling-agent/calendar';
import type { Target } from './tools.ts';

/**
 * What a host may send beside a call's arguments, in the request's `_meta`, for runs that outlive their process (Part
 * 6): an idempotency key, and a way to bind a person's yes to what they were shown. A host that sends none of it gets
 * the plain calendar tools.
 */

// #region idempotency-meta
/**
 * Where a host puts a call's idempotency key: in the request's `_meta`, which MCP keeps for metadata beside a
 * request's arguments, so the model (which writes only the arguments) can neither set nor forget it. The name follows
 * the spec's `_meta` key format (a reverse-DNS prefix not reserved for MCP, then a name):
 * https://modelcontextprotocol.io/specification/2025-11-25/basic/index#meta
 */
export const IDEMPOTENCY_KEY_META = 'dev.scheduling-agent/idempotency-key';
// #endregion idempotency-meta

// #region target-meta
/**
 * How a host binds a person's yes to what it was shown, with two more `_meta` names of the same kind. A tool that
 * lists `{"dev.scheduling-agent/preview": true}` in its own `_meta` understands both: a call with `_meta` `preview`
 * true does nothing and says what it would act on (`target`: the appointment's id, start, end and title); a call with
 * `_meta` `expect-target` acts only if its target is still exactly that one, checked under the calendar's lock.
 * A host must not send `preview` to a tool that does not list it: such a tool would simply run.
 */
export const PREVIEW_META = 'dev.scheduling-agent/preview';
export const EXPECT_TARGET_META = 'dev.scheduling-agent/expect-target';
// #endregion target-meta

/** What a host asked for in a call's `_meta`, read by the tools that understand it. */
export interface CallMeta {
  readonly idempotencyKey?: string;
  /** Do nothing; say what the call would act on (see `PREVIEW_META`). */
  readonly preview?: boolean;
  /** Act only if the call's target is still this one (see `EXPECT_TARGET_META`). */
  readonly expectTarget?: Target;
}

/** Reads a call's `_meta` (its idempotency key, preview, expected target); throws a TypeError when a value is malformed. */
export function readCallMeta(meta: Readonly<Record<string, unknown>> | undefined): CallMeta {
  const key = meta?.[IDEMPOTENCY_KEY_META];
  const expect = meta?.[EXPECT_TARGET_META];
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
    throw new TypeError(`the ${IDEMPOTENCY_KEY_META} in _meta must be 1 to 200 printable characters without spaces`);
  }
  if (expect !== undefined && !isTarget(expect)) {
    throw new TypeError(`the ${EXPECT_TARGET_META} in _meta must be {"id", "start", "end"} and an optional "title"`);
  }
  return {
    ...(key === undefined ? {} : { idempotencyKey: key }),
    ...(meta?.[PREVIEW_META] === true ? { preview: true } : {}),
    ...(expect === undefined ? {} : { expectTarget: expect }),
  };
}

function isTarget(value: unknown): value is Target {
  if (typeof value !== 'object' || value === null) return false;
  const { id, start, end, title, ...rest } = value as Record<string, unknown>;
  const text = (item: unknown) => typeof item === 'string' && item.length <= 200;
  return text(id) && text(start) && text(end) && (title === undefined || text(title)) && Object.keys(rest).length === 0;
}
