import { fileURLToPath } from 'node:url';

/** The repository's root folder, found from this file's place in `tooling/tutorial-tools/src`. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
