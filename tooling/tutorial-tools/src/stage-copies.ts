import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './repo-root.ts';

/**
 * Each part starts as a copy of the part before and changes only what its lesson needs. These are the files a part's
 * lesson changes, among those both parts have (paths inside the part; files only the later part has are new, not
 * copies, and need no entry). Every other file the two parts share must stay byte-identical, so a fix made in one part
 * cannot silently miss its copy in the next. `package.json` differs by name in every part and is not compared.
 */
export const LESSON_CHANGES: Readonly<Record<string, readonly string[]>> = {
  'part2-tools': [
    'tsconfig.json',
    'src/action-schema.ts',
    'src/chat-agent.test.ts',
    'src/chat-agent.ts',
    'src/index.ts',
    'src/main.e2e.test.ts',
    'src/main.gemini.e2e.test.ts',
    'src/main.terminal.e2e.test.ts',
    'src/main.ts',
    'src/session.ts',
    'src/system-instruction.ts',
  ],
  'part3-loop': [
    'src/action-schema.ts',
    'src/commands.ts',
    'src/index.ts',
    'src/main.e2e.test.ts',
    'src/main.gemini.e2e.test.ts',
    'src/main.terminal.e2e.test.ts',
    'src/main.ts',
    'src/session.ts',
    'src/system-instruction.ts',
  ],
  'part4-native-tools': [
    'src/agent-loop.test.ts',
    'src/agent-loop.ts',
    'src/agent-types.ts',
    'src/history.ts',
    'src/index.ts',
    'src/main.e2e.test.ts',
    'src/main.gemini.e2e.test.ts',
    'src/main.ollama.e2e.test.ts',
    'src/main.terminal.e2e.test.ts',
    'src/main.ts',
    'src/read-reply.ts',
    'src/run-tools.test.ts',
    'src/run-tools.ts',
    'src/session.ts',
    'src/step-view.test.ts',
    'src/step-view.ts',
    'src/system-instruction.ts',
    'src/tool-registry.test.ts',
    'src/tool-registry.ts',
    'src/tool.ts',
    'test-fixtures/loop-setup.ts',
  ],
  'part5-mcp': [
    'src/agent-loop.ts',
    'src/agent-types.ts',
    'src/commands.ts',
    'src/index.ts',
    'src/main.e2e.test.ts',
    'src/main.gemini.e2e.test.ts',
    'src/main.terminal.e2e.test.ts',
    'src/main.ts',
    'src/run-tools.test.ts',
    'src/run-tools.ts',
    'src/session.ts',
    'src/system-instruction.ts',
    'src/tool-declarations.ts',
    'src/tool-registry.test.ts',
    'src/tool-registry.ts',
    'src/tool.ts',
    'test-fixtures/loop-setup.ts',
  ],
  'part6-durable-runs': [
    'src/agent-loop.test.ts',
    'src/agent-loop.ts',
    'src/agent-types.ts',
    'src/approval.test.ts',
    'src/approval.ts',
    'src/commands.ts',
    'src/connect-from-flags.ts',
    'src/index.ts',
    'src/main.e2e.test.ts',
    'src/main.everything.e2e.test.ts',
    'src/main.terminal.e2e.test.ts',
    'src/main.ts',
    'src/mcp-call.ts',
    'src/mcp-config.ts',
    'src/mcp-connect.ts',
    'src/run-tools.test.ts',
    'src/run-tools.ts',
    'src/session.ts',
    'src/tool-registry.ts',
  ],
  'part7-observability': [
    'src/index.ts',
    'src/main.approvals.e2e.test.ts',
    'src/main.e2e.test.ts',
    'src/main.everything.e2e.test.ts',
    'src/main.terminal.e2e.test.ts',
    'src/main.ts',
    'src/mcp-config.ts',
    'src/session.ts',
  ],
};

/** What is wrong with the copies between two parts, one line each, naming the file and the fix. */
export function copyProblems(root: string = REPO_ROOT, lessons = LESSON_CHANGES): string[] {
  const parts = listParts(root);
  const problems: string[] = [];
  for (const [index, part] of parts.entries()) {
    if (index === 0) continue;
    const before = parts[index - 1] as string;
    const declared = new Set(lessons[part] ?? []);
    if (lessons[part] === undefined) {
      problems.push(`parts/${part}: no entry in LESSON_CHANGES (tooling/tutorial-tools/src/stage-copies.ts)`);
    }
    const shared = filesOf(root, part).filter((file) => existsSync(join(root, 'parts', before, file)));
    for (const file of shared) {
      const same = readFileSync(join(root, 'parts', part, file)).equals(
        readFileSync(join(root, 'parts', before, file)),
      );
      if (!same && !declared.has(file)) {
        problems.push(
          `parts/${part}/${file} differs from parts/${before}/${file}, but ${part}'s lesson does not change it: ` +
            'copy the earlier file over it (or make the same fix in both), or list it in LESSON_CHANGES',
        );
      }
      if (same && declared.has(file)) {
        problems.push(
          `parts/${part}/${file} is listed in LESSON_CHANGES but equals parts/${before}/${file}: unlist it`,
        );
      }
    }
    for (const file of declared) {
      if (!shared.includes(file)) {
        problems.push(`LESSON_CHANGES lists ${part}/${file}, which is not in both ${before} and ${part}: unlist it`);
      }
    }
  }
  return problems;
}

/** The parts in order (`part1-…`, `part2-…`), by the number in their names. */
export function listParts(root: string): string[] {
  return readdirSync(join(root, 'parts'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^part\d+-/.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => partNumber(a) - partNumber(b));
}

const partNumber = (part: string): number => Number(/^part(\d+)/.exec(part)?.[1]);

/** A part's own files (not its exercises, which are patches, nor installed packages), as paths inside the part. */
function filesOf(root: string, part: string): string[] {
  const partRoot = join(root, 'parts', part);
  const walk = (folder: string): string[] =>
    readdirSync(join(partRoot, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      // Not installed packages, exercises (patches), build output, nor tool caches such as `.turbo/`.
      if (entry.isDirectory()) {
        return ['node_modules', 'exercises', 'dist'].includes(path) || entry.name.startsWith('.') ? [] : walk(path);
      }
      return path === 'package.json' ? [] : [path];
    });
  return walk('');
}
