import { UsageError } from './startup-error.ts';

/** The option names a part declares, as for `parseArgs`: only `type` matters here. */
type Options = Record<string, { readonly type?: string } | unknown>;

/**
 * `npm run part3 --yes` (without `--`) hands `--yes` to npm, not to the part: npm keeps it as the environment variable
 * `npm_config_yes` and the part never sees the flag. This finds the part's own options among those variables and
 * throws an error that says how to pass them, so the mistake is one line instead of a flag silently ignored.
 * Call it with the part's `parseArgs` options and arguments before parsing.
 */
export function refuseFlagsTakenByNpm(
  options: Options,
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = process.argv.slice(2),
): void {
  // npm also sets these from the learner's .npmrc (`yes=false` becomes an empty `npm_config_yes`): only a value
  // that switches something on is a flag typed on the command line.
  const taken = Object.keys(options).filter((name) => {
    const value = env[variableOf(name)];
    return value !== undefined && value !== '' && value !== 'false';
  });
  if (taken.length === 0) return;
  const isString = (name: string) => (options[name] as { type?: string } | undefined)?.type === 'string';
  // `--calendar=x.json` leaves the value in the variable; `--calendar x.json` leaves "true" there and passes
  // `x.json` on to the part as a bare argument. Which bare argument went with which flag is known only when one
  // flag lost its value; with more, the order they were typed in is lost, so the hint says VALUE.
  const bare = args.filter((arg) => !arg.startsWith('-'));
  const lostValue = taken.filter((name) => isString(name) && env[variableOf(name)] === 'true');
  const flags = taken
    .map((name) => {
      if (!isString(name)) return `--${name}`;
      const given = lostValue.includes(name) ? (lostValue.length === 1 ? bare[0] : undefined) : env[variableOf(name)];
      return `--${name} ${given === undefined ? 'VALUE' : shellWord(given)}`;
    })
    .join(' ');
  const script = env.npm_lifecycle_event ?? 'start';
  throw new UsageError(
    `npm took ${flags} as its own option: put -- before the part's options (npm run ${script} -- ${flags}).`,
  );
}

const variableOf = (name: string) => `npm_config_${name.replaceAll('-', '_')}`;

/** A value as it can be pasted back into a shell: quoted when it holds anything but plain path characters. */
function shellWord(value: string): string {
  return /^[\w./:@%+,=-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}
