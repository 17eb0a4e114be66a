const secrets = new Set<string>();

/**
 * Remembers a secret (an API key) so that {@link redact} can blank it out. Every provider registers its key as soon
 * as it reads it; the terminal and the trace pass everything they print through `redact`.
 */
export function registerSecret(secret: string | undefined): void {
  if (secret && secret.length >= 4) secrets.add(secret);
}

/** The text with every registered secret replaced by `[redacted]`. */
export function redact(text: string): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join('[redacted]');
  return result;
}

/** The length of the longest registered secret (0 when none is), so text printed in pieces can hold back a tail. */
export function longestSecretLength(): number {
  let longest = 0;
  for (const secret of secrets) longest = Math.max(longest, secret.length);
  return longest;
}
