import {
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { runCommand } from './run-command.ts';

/** The scope of the repository's own packages, which a copy's `node_modules` links to the copy's packages. */
const WORKSPACE_SCOPE = '@scheduling-agent';

/**
 * Copies the repository as its working tree stands (tracked files and untracked ones git does not ignore, so a
 * maintainer's uncommitted work is what gets checked) into `to`, and gives the copy a `node_modules` of its own
 * without installing anything: its workspace packages' links point at the copy's packages, every other entry at the
 * real `node_modules`. The copy is a git repository of its own (nothing committed), so that git and Turborepo stop
 * there instead of finding the real one above it, which ignores the scratch folder.
 */
export function copyRepository(root: string, to: string): void {
  const listed = runCommand(root, 'git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${root}: ${listed.output}`);
  mkdirSync(to, { recursive: true });
  for (const file of new Set(listed.stdout.split('\0').filter(Boolean))) {
    const source = join(root, file);
    // A tracked file deleted in the working tree is listed too: the copy is the working tree, so it is left out.
    if (!existsSync(source) && !isLink(source)) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    if (isLink(source)) symlinkSync(readlinkSync(source), join(to, file));
    // A copy, not a hard link: a step such as `npm run docs` rewrites files in place, which through a hard link would
    // rewrite the maintainer's own. COPYFILE_FICLONE shares the blocks where the file system can.
    else copyFileSync(source, join(to, file), constants.COPYFILE_FICLONE);
  }
  linkDependencies(root, to);
  const initialised = runCommand(to, 'git', ['init', '--quiet']);
  if (initialised.status !== 0) throw new Error(`git init failed in ${to}: ${initialised.output}`);
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Links the copy's `node_modules` entries: the workspace's own packages (npm makes them links to the package
 * folders, e.g. `../../shared/calendar`) to the same folders in the copy, everything else to the real installation.
 * Node resolves a linked package from its real place, so a dependency's own dependencies still resolve.
 */
function linkDependencies(root: string, to: string): void {
  const installed = join(root, 'node_modules');
  if (!existsSync(installed)) throw new Error(`${installed} is missing: run npm install first`);
  mkdirSync(join(to, 'node_modules'));
  for (const entry of readdirSync(installed)) {
    if (entry !== WORKSPACE_SCOPE) {
      symlinkSync(join(installed, entry), join(to, 'node_modules', entry));
      continue;
    }
    mkdirSync(join(to, 'node_modules', entry));
    for (const name of readdirSync(join(installed, entry))) {
      const link = join(installed, entry, name);
      const target = resolve(dirname(link), readlinkSync(link));
      const inRepository = relative(root, target);
      if (inRepository.startsWith('..') || isAbsolute(inRepository)) {
        throw new Error(`${link} points outside the repository (${target}): run npm install again`);
      }
      symlinkSync(join(to, inRepository), join(to, 'node_modules', entry, name));
    }
  }
}
