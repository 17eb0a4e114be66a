import { ConfigurationError } from '../errors.ts';

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

/**
 * Reads a chaos rate as a person types it, a share (`0.3`) or a percentage (`30%`), and returns the share. Anything
 * that is not a number from 0 to 1 (or 0% to 100%) is a {@link ConfigurationError} that says what to type instead.
 */
export function parseChaosRate(text: string): number {
  const trimmed = text.trim();
  const percent = /^(\d+(?:\.\d+)?|\.\d+)\s*%$/.exec(trimmed);
  const share = percent ? Number(percent[1]) / 100 : /^(\d+(?:\.\d+)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
  if (Number.isFinite(share) && share >= 0 && share <= 1) return share;
  const hint = !percent && share > 1 && share <= 100 ? ` (did you mean ${trimmed}%?)` : '';
  throw new ConfigurationError(
    `Chaos rate "${text}" is not valid${hint}: give the share of replies to corrupt as a number from 0 to 1 (0.3) ` +
      'or a percentage from 0% to 100% (30%).',
  );
}
