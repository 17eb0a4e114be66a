import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTools } from './tool-registry.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A tools folder holding one tool module, `pickDay.ts`, whose parameters are `parameters`. */
function toolsFolderWith(parameters: unknown): { folder: URL; file: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tool-schema-'));
  folders.push(folder);
  const file = join(folder, 'pickDay.ts');
  const definition = { name: 'pickDay', description: 'Picks a day.', parameters, returns: 'the day' };
  writeFileSync(file, `export default { definition: ${JSON.stringify(definition)}, execute: () => ({}) };\n`);
  return { folder: pathToFileURL(`${folder}/`), file };
}

const day = { type: 'string', description: 'A day, as YYYY-MM-DD' };

describe('a mistake in a tool’s parameters stops start-up, naming the file, the tool and the fix', () => {
  it('a type that is not a JSON type', async () => {
    const { folder, file } = toolsFolderWith({
      type: 'object',
      properties: { date: { ...day, type: 'strng' } },
      required: ['date'],
      additionalProperties: false,
    });
    await expect(loadTools(folder)).rejects.toThrow(
      `Tool module ${file} (tool pickDay) is not a valid tool: parameter "date" has type "strng": use one of string, number, integer, boolean, array, object.`,
    );
  });

  it('a misspelt keyword, which a validator would quietly ignore', async () => {
    const { folder, file } = toolsFolderWith({
      type: 'object',
      propertes: { date: day },
      additionalProperties: false,
    });
    await expect(loadTools(folder)).rejects.toThrow(
      `Tool module ${file} (tool pickDay) is not a valid tool: its \`parameters\` has "propertes", which is not a JSON Schema keyword: write "properties".`,
    );
  });

  it('a required parameter missing from `properties`, which no call could ever give', async () => {
    const { folder, file } = toolsFolderWith({
      type: 'object',
      properties: { date: day },
      required: ['day'],
      additionalProperties: false,
    });
    await expect(loadTools(folder)).rejects.toThrow(
      `Tool module ${file} (tool pickDay) is not a valid tool: its \`parameters\` requires "day", which is not in its "properties": add it there or fix the spelling.`,
    );
  });

  it('an array with no `items`, for which OpenAI refuses every request ("array schema missing items")', async () => {
    const { folder, file } = toolsFolderWith({
      type: 'object',
      properties: { dates: { type: 'array', description: 'Days, as YYYY-MM-DD' } },
      required: ['dates'],
      additionalProperties: false,
    });
    await expect(loadTools(folder)).rejects.toThrow(
      `${file}: tool pickDay: its parameters would be refused by some model servers: the array at properties.dates has no "items" (OpenAI refuses it: "array schema missing items").`,
    );
  });

  it('loads the same tool once its parameters are right', async () => {
    const { folder } = toolsFolderWith({
      type: 'object',
      properties: { date: day },
      required: ['date'],
      additionalProperties: false,
    });
    expect((await loadTools(folder)).list()).toEqual(['pickDay']);
  });
});
