/**
 * Every way chaos mode breaks a reply, modelled on how real models fail. The first four are slips that
 * `parseJSONFromString` repairs; the rest reach the agent as a reply it must reject or a retryable transport error.
 */
export const CHAOS_KINDS = [
  'code-fence',
  'prose-around',
  'single-quotes',
  'trailing-comma',
  'truncated',
  'prose-only',
  'wrong-type',
  'missing-field',
  'unknown-tool',
  'empty',
  'transport-error',
] as const;

/** One way chaos mode breaks a reply; see {@link CHAOS_KINDS}. */
export type ChaosKind = (typeof CHAOS_KINDS)[number];

/** True when `text` names a chaos kind, e.g. when reading a `--chaos-kinds` flag. */
export function isChaosKind(text: string): text is ChaosKind {
  return (CHAOS_KINDS as readonly string[]).includes(text);
}
