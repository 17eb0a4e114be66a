/**
 * `npm run part3 --yes` (without `--`) hands `--yes` to npm, not to the part: npm keeps it as the environment variable
 * `npm_config_yes` and the part never sees the flag. This finds the part's own options among those variables and
 * throws an error that says how to pass them, so the mistake is one line instead of a flag silently ignored.
 * Call it with the part's `parseArgs` options before parsing.
 */
export function refuseFlagsTakenByNpm(options: Record<string, unknown>, env: NodeJS.ProcessEnv = process.env): void {
  // npm also sets these from the learner's .npmrc (`yes=false` becomes an empty `npm_config_yes`): only a value
  // that switches something on is a flag typed on the command line.
  const taken = Object.keys(options).filter((name) => {
    const value = env[`npm_config_${name.replaceAll('-', '_')}`];
    return value !== undefined && value !== '' && value !== 'false';
  });
  if (taken.length === 0) return;
  const flags = taken.map((name) => `--${name}`).join(' ');
  const script = env.npm_lifecycle_event ?? 'start';
  throw new Error(
    `npm took ${flags} as its own option: put -- before the part's options (npm run ${script} -- ${flags}).`,
  );
}
