import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleWhenStale, calendarServerBundle } from './bundle.ts';

/** A two-file TypeScript program in a fresh folder, standing in for the server's sources. */
function program() {
  const folder = mkdtempSync(join(tmpdir(), 'calendar-mcp-bundle-'));
  const entry = join(folder, 'main.ts');
  const greeting = join(folder, 'greeting.ts');
  writeFileSync(
    entry,
    "import { greeting } from './greeting.ts';\nconst name: string = 'calendar';\nconsole.log(greeting(name));\n",
  );
  writeFileSync(greeting, "export const greeting = (name: string): string => 'hello ' + name;\n");
  return { entry, greeting, outDir: join(folder, 'out') };
}

const run = (bundle: string, ...args: string[]) =>
  execFileSync(process.execPath, [bundle, ...args], { encoding: 'utf8' }).trim();

describe('the calendar server run from one JavaScript file', () => {
  it('builds the program into a file plain node runs', () => {
    const { entry, outDir } = program();
    expect(run(bundleWhenStale(entry, outDir))).toBe('hello calendar');
  });

  it('rebuilds when a file it imports changes, so an edit takes effect on the next start', () => {
    const { entry, greeting, outDir } = program();
    const bundle = bundleWhenStale(entry, outDir);
    writeFileSync(greeting, "export const greeting = (name: string): string => 'goodbye ' + name;\n");
    expect(run(bundleWhenStale(entry, outDir))).toBe('goodbye calendar');
    expect(bundleWhenStale(entry, outDir)).toBe(bundle);
  });

  it('rebuilds on a same-size edit with an older time (what a checkout or `npm ci` may leave)', () => {
    const { entry, greeting, outDir } = program();
    bundleWhenStale(entry, outDir);
    writeFileSync(greeting, "export const greeting = (name: string): string => 'howdy ' + name;\n");
    utimesSync(greeting, new Date('1985-10-26'), new Date('1985-10-26'));
    expect(run(bundleWhenStale(entry, outDir))).toBe('howdy calendar');
  });

  it('reuses the bundle while nothing it came from has changed', () => {
    const { entry, outDir } = program();
    const bundle = bundleWhenStale(entry, outDir);
    // Marked with a time no build would give it: a rebuild would replace the file, and the mark with it.
    const mark = new Date('2020-01-01T00:00:00Z');
    utimesSync(bundle, mark, mark);
    expect(statSync(bundleWhenStale(entry, outDir)).mtime).toEqual(mark);
  });

  it('says which file does not build, in one sentence', () => {
    const { entry, greeting, outDir } = program();
    writeFileSync(greeting, "export const greeting = (name: string): string => 'hello ' + name\n}\n");
    expect(() => bundleWhenStale(entry, outDir)).toThrow(
      /^The calendar server's source does not build: .+ \(.*greeting\.ts:2\)\.$/,
    );
  });

  it("builds the real server's entry, which plain node starts", () => {
    expect(run(calendarServerBundle(), '--help')).toMatch(/^The calendar as an MCP server: checkAvailability/);
  });
});
