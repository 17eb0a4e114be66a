/**
 * `npm run part3 --yes` (without `--`) hands `--yes` to npm, not to the part: npm keeps it as the environment variable
 * `npm_config_yes` and the part never sees the flag. This finds the part's own options among those variables and
 * throws an error that says how to pass them, so the mistake is one line instead of a flag silently ignored.
 * Call it with the part's `parseArgs` options before parsing.
 */
export function refuseFlagsTakenByNpm(options: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): void {
  const taken = Object.keys(options).filter((name) => env[`npm_config_${name.replaceAll('-', '_')}`] !== undefined);
  if (taken.length === 0) return;
  const flags = taken.map((name) => `--${name}`).join(' ');
  const script = env.npm_lifecycle_event ?? 'start';
  throw new Error(
    `npm took ${flags} as its own option: put -- before the part's options (npm run ${script} -- ${flags}).`,
  );
}
