import type {
  ElicitRequestFormParams,
  ElicitResult,
  PrimitiveSchemaDefinition,
} from '@modelcontextprotocol/sdk/types.js';
import type { Terminal } from '@scheduling-agent/cli-io';
import { createValidator, type JsonSchema } from '@scheduling-agent/llm-service';
import { check, type FieldValue, hintFor, oneLine, type Reading, readAnswer, showValue } from './form-field.ts';

/** Puts a server's form (elicitation with fields) to the person; `signal` withdraws it (the server cancels; Ctrl-C). */
export type FillForm = (server: string, form: ElicitRequestFormParams, signal?: AbortSignal) => Promise<ElicitResult>;

/** How a form reaches the person: `ask` shows a prompt and gives back the line typed (null: Ctrl-C); `say` prints. */
export interface FormDialog {
  ask(prompt: string): Promise<string | null>;
  say(line: string): void;
}

/**
 * What the spec allows a form (MCP 2025-11-25, `ElicitRequestFormParams.requestedSchema`): "A restricted subset of JSON
 * Schema. Only top-level properties are allowed, without nesting", each a `PrimitiveSchemaDefinition` (a string with
 * an optional format and length, a number or integer with bounds, a boolean, or a single or multiple choice).
 */
type FormSchema = ElicitRequestFormParams['requestedSchema'];

// #region fill-form
/**
 * Puts a server's form to the person in the terminal, one field a line, through the same questions as approvals. With
 * `--yes` or piped input nobody is there to fill it in, and defaults are not the person's answer: it is declined, in
 * one line that says why. (https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation)
 */
export function createFormFiller(terminal: Terminal, options: { yes: boolean }): FillForm {
  return async (server, form, signal) => {
    const asks = `The ${server} server asks: ${oneLine(form.message)}`;
    if (options.yes || !terminal.interactive) {
      const why = options.yes ? '--yes approves tool calls, it never fills in a form' : 'input is not a terminal';
      terminal.info(`form> ${asks} Declined: ${why}.`);
      return { action: 'decline' };
    }
    terminal.info(`form> ${asks}`);
    const ask = (prompt: string) =>
      terminal.readLine(prompt, { remember: false, fresh: true, ...(signal ? { signal } : {}) });
    return readForm(server, form.requestedSchema, { ask, say: (line) => terminal.info(line) });
  };
}
// #endregion fill-form

// #region read-form
/**
 * Asks each field in turn, then shows what would be sent: Enter sends it, `n` declines, `e` asks the fields again, the
 * answers given as their defaults (a client MUST "allow users to review and modify their responses before sending").
 * Enter on a field takes its default, so what is sent has the defaults applied, or skips an optional field; a wrong
 * value is asked again, with the reason. The spec's three answers (`ElicitResult.action`): `accept` with the content,
 * checked against the form's schema; `decline` when the person says no or leaves a required field empty ("explicitly
 * declined"); `cancel` when they dismiss it with Ctrl-C ("dismissed without making an explicit choice").
 */
export async function readForm(server: string, schema: FormSchema, dialog: FormDialog): Promise<ElicitResult> {
  let given: Record<string, FieldValue> = {};
  for (;;) {
    const content = await fillIn(schema, dialog, given);
    if (typeof content === 'string') return { action: content };
    const checked = createValidator(withoutFormats(schema), { subject: 'the form' })(content);
    if (!checked.ok) {
      dialog.say(`form> Declined: ${oneLine(checked.message)}.`);
      return { action: 'decline' };
    }
    const shown = Object.entries(content).map(
      ([key, value]) => `${nameOf(key, schema.properties[key])}: ${showValue(value)}`,
    );
    const send = await dialog.ask(
      `form> Send ${shown.join(', ') || 'an empty form'} to the ${server} server? (e edits) [Y/n] `,
    );
    if (send === null) return { action: 'cancel' };
    if (/^e(dit)?$/i.test(send.trim())) given = content;
    else return /^(y|yes)?$/i.test(send.trim()) ? { action: 'accept', content } : { action: 'decline' };
  }
}
// #endregion read-form

/** Every field's answer (an optional field left empty is left out), or how the person ended the form. */
async function fillIn(
  schema: FormSchema,
  dialog: FormDialog,
  given: Record<string, FieldValue>,
): Promise<Record<string, FieldValue> | 'decline' | 'cancel'> {
  const required = new Set(schema.required ?? []);
  const content: Record<string, FieldValue> = {};
  for (const [key, field] of Object.entries(schema.properties)) {
    const answer = await askField(
      key,
      field,
      { required: required.has(key), fallback: given[key] ?? field.default },
      dialog,
    );
    if (answer === 'cancel' || answer === 'decline') return answer;
    if (answer !== undefined) content[key] = answer;
  }
  return content;
}

/** One field's value, `undefined` for an optional field left empty, or how the person ended the form. */
async function askField(
  key: string,
  field: PrimitiveSchemaDefinition,
  { required, fallback }: { required: boolean; fallback: FieldValue | undefined },
  dialog: FormDialog,
): Promise<FieldValue | undefined | 'decline' | 'cancel'> {
  const name = nameOf(key, field);
  const about = field.description ? ` – ${oneLine(field.description, 120)}` : '';
  const enter =
    fallback !== undefined ? `Enter: ${showValue(fallback)}` : required ? 'required, Enter declines' : 'Enter skips';
  const prompt = `form> ${name}${about} (${hintFor(field)}) [${enter}] `;
  for (;;) {
    const text = await dialog.ask(prompt);
    if (text === null) return 'cancel';
    let reading: Reading;
    if (text.trim() !== '') reading = readAnswer(field, text, name);
    else if (fallback !== undefined) reading = check(field, fallback, name);
    else if (!required) return undefined;
    else {
      dialog.say(`form> Declined: ${name} is required, and nothing was typed.`);
      return 'decline';
    }
    if (reading.ok) return reading.value;
    dialog.say(`form> ${oneLine(reading.reason)}. Try again, or Ctrl-C to cancel the form.`);
  }
}

/** A field as the person reads it: its title, else its key (both the server's text). */
const nameOf = (key: string, field: PrimitiveSchemaDefinition | undefined): string => oneLine(field?.title ?? key, 60);

/** The form's schema for ajv, which knows no `format` without a plug-in (each field's format is checked by its own). */
function withoutFormats(schema: FormSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([key, field]) => {
      const { format: _format, ...rest } = field as { format?: string };
      return [key, rest];
    }),
  );
  return { ...schema, properties } as JsonSchema;
}
