import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { REPO_ROOT } from './repo-root.ts';

/** The folders the rule reads: the four rooms. */
const ROOMS = ['parts', 'shared', 'stand-in', 'tooling'] as const;

/**
 * The rooms whose imports a rule can forbid: every rule in `.dependency-cruiser.cjs` reads its `from` outside
 * tooling/, which may use anything. An import of tooling from another room is still read, from that room's side, with
 * tooling's file as the end of the line (`doNotFollow`), so reading tooling's own files would only cost time.
 */
const ROOMS_WITH_DOORS = ['parts', 'shared', 'stand-in'] as const;

/** One import that goes through a door the wrong way: the rule it breaks, and from which file to which. */
export interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/**
 * Reads every import in the rooms under `root` with dependency-cruiser and returns each one the repository's
 * `.dependency-cruiser.cjs` forbids (none, when the doors are kept one way).
 */
export async function roomViolations(root: string = REPO_ROOT): Promise<Violation[]> {
  const config = createRequire(import.meta.url)(join(REPO_ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
  const previous = process.cwd();
  // dependency-cruiser names files relative to the working folder, and the rules' paths are written that way.
  process.chdir(root);
  try {
    const result = await cruise([...ROOMS_WITH_DOORS], {
      ...config.options,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsConfig: { fileName: join(REPO_ROOT, 'tsconfig.base.json') },
    });
    if (typeof result.output === 'string') throw new Error(`dependency-cruiser said: ${result.output}`);
    return result.output.summary.violations.map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
    }));
  } finally {
    process.chdir(previous);
  }
}

/** Every workspace package (a folder of a room holding a package.json): its folder, and the ones of ours it uses. */
export function workspaceDependencies(root: string = REPO_ROOT): { folder: string; uses: string[] }[] {
  return ROOMS.flatMap((room) =>
    readdirSync(join(root, room), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, room, entry.name, 'package.json')))
      .map((entry) => `${room}/${entry.name}`),
  )
    .sort()
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
      return { folder, uses: names.filter((name) => name.startsWith('@scheduling-agent/')) };
    });
}
