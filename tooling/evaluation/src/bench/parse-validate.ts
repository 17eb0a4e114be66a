import { createValidator } from '@scheduling-agent/llm-service';
import { type Action, buildActionSchema, loadTools } from '@scheduling-agent/part3-loop';
import { parseJSONFromString } from '@scheduling-agent/reply-extraction';
import { microsPerCall } from './stats.ts';
import type { Table } from './table.ts';

const CHECK = '{"action":"tool","tool":"checkAvailability","parameters":{"start":"2026-11-24T14:00"}}';

/** Replies as models send them: clean, wrapped, slightly wrong, and unusable. */
const TYPICAL_REPLIES: ReadonlyArray<readonly [string, string]> = [
  ['plain JSON answer', '{"action":"answer","response":"Booked Tue 24 Nov 14:00–14:30 Haircut (apt_r11ezl)."}'],
  ['plain JSON tool call', CHECK],
  ['fenced (```json … ```)', `\`\`\`json\n${CHECK}\n\`\`\``],
  ['with prose around it', `Sure! I'll check that time first.\n${CHECK}\nLet me know if you need anything else.`],
  ['small slips, repaired', "{action: 'tool', tool: 'checkAvailability', parameters: {start: '2026-11-24T14:00',},}"],
  ['reasoning, then the call', `<think>The person wants 2pm. Draft: ${CHECK}</think>\n${CHECK}`],
  ['invalid: an example beside the call', `${CHECK}\nExample: {"action":"answer","response":"…"}`],
  ['invalid: not JSON', 'I have booked your haircut for tomorrow at 2pm.'],
  ['invalid: wrong parameter type', '{"action":"tool","tool":"checkAvailability","parameters":{"date":1400}}'],
];

/**
 * Microseconds to read one reply: `parseJSONFromString`, then the validator Part 3 compiles from its action schema
 * (`createValidator(buildActionSchema(tools))`), the two steps of `readReply`.
 */
export async function measureParseValidate(): Promise<Table> {
  const validate = createValidator<Action>(buildActionSchema(await loadTools()));
  const rows = TYPICAL_REPLIES.map(([name, reply]) => {
    const parsed = parseJSONFromString(reply);
    const checked = parsed.ok ? validate(parsed.value) : undefined;
    const outcome = !parsed.ok ? `parse: ${parsed.error.kind}` : checked?.ok ? 'valid' : 'schema: invalid';
    const parse = microsPerCall(() => parseJSONFromString(reply), { perBatch: 5000 });
    const check = parsed.ok ? microsPerCall(() => validate(parsed.value), { perBatch: 5000 }).median : 0;
    return [name, reply.length, outcome, parse.median, check, parse.median + check];
  });
  return {
    title: 'Reading a reply: parse + validate (µs per reply)',
    note:
      'Medians of 5 batches of 5,000 calls each, after one untimed batch. Validation runs only when parsing succeeded. ' +
      'For an invalid reply the time includes writing the problem down, as the message the model is sent.',
    headers: ['reply', 'chars', 'outcome', 'parse µs', 'validate µs', 'total µs'],
    rows,
    align: ['left', 'right', 'left', 'right', 'right', 'right'],
  };
}
