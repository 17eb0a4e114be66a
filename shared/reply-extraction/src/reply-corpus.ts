import type { JsonParseErrorKind } from './describe-problem.ts';

/** What each case tests, plus the replies that already read well. */
export type ReplyClass =
  | 'baseline'
  | 'linear-time'
  | 'values-kept'
  | 'reasoning'
  | 'fence-in-string'
  | 'several-objects'
  | 'several-actions'
  | 'prose-braces'
  | 'slips'
  | 'misreported-truncation'
  | 'silent-loss';

/** One reply and what reading it must give: a value, or an error of a kind (and words the message must contain). */
export interface CorpusCase {
  /** Where the case comes from: a public test suite (repository, file, test name) or a model's documented output. */
  readonly source: string;
  readonly class: ReplyClass;
  readonly reply: string;
  readonly expected: { readonly value: unknown } | { readonly kind: JsonParseErrorKind; readonly message?: RegExp };
}

const JSONREPAIR = 'josdejong/jsonrepair src/index.test.ts';
const JSON_REPAIR_PY = 'mangiucugna/json_repair tests/test_parse_string.py';
const LANGCHAIN = 'langchain-ai/langchain libs/langchain/tests/unit_tests/output_parsers/test_json.py';
const INSTRUCTOR = 'jxnl/instructor tests/test_utils.py';
const FIX_JSON = 'vercel/ai packages/ai/src/util/fix-json.test.ts';
const ISSUE = 'a reply written to break the reader, from the project’s first review of it';
const REVIEW = 'a reply written to break the reader, tried through Part 3 on the Gemini wire with --yes';
const DELETE = '{"action":"tool","tool":"deleteAppointment","parameters":{"appointmentId":"apt_1"}}';

/**
 * Replies taken from other projects' test suites, each naming its source. Cases written for a bare value are wrapped
 * in an object ("adapted"), because a reply here is an object. Where a peer reads a reply that this project reports,
 * the expectation is this project's: cut-off text stays an error, a value that cannot be read without changing it
 * (`TRUE`, `New York`, a dropped `, `) is reported, and where peers take the first or the last of several objects,
 * a reply holding two different actions is sent back.
 */
export const REPLY_CORPUS: readonly CorpusCase[] = [
  // Replies the old parser read well: fences, prose around, newlines.
  {
    source: `${LANGCHAIN} GOOD_JSON`,
    class: 'baseline',
    reply: '```json\n{\n    "foo": "bar"\n}\n```',
    expected: { value: { foo: 'bar' } },
  },
  {
    source: `${LANGCHAIN} JSON_WITH_NEW_LINES_EVERYWHERE`,
    class: 'baseline',
    reply: '\n\n```json\n\n{\n\n    "foo": "bar"\n\n}\n\n```\n\n',
    expected: { value: { foo: 'bar' } },
  },
  {
    source: `${LANGCHAIN} TEXT_BEFORE`,
    class: 'baseline',
    reply: 'Thought: I need to use the search tool\n\nAction:\n```\n{\n  "foo": "bar"\n}\n```',
    expected: { value: { foo: 'bar' } },
  },
  {
    source: `${LANGCHAIN} TEXT_BEFORE_AND_AFTER`,
    class: 'baseline',
    reply: 'Action: Testing\n\n```\n{\n  "foo": "bar"\n}\n```\nThis should do the trick',
    expected: { value: { foo: 'bar' } },
  },
  {
    source: `${INSTRUCTOR} test_extract_json_from_codeblock`,
    class: 'baseline',
    reply: '\n    Here is a response\n\n    ```json\n    {\n        "key": "value"\n    }    \n    ```\n    ',
    expected: { value: { key: 'value' } },
  },
  {
    source: `${INSTRUCTOR} test_extract_json_from_codeblock_no_end`,
    class: 'baseline',
    reply:
      '\n    Here is a response\n\n    ```json\n    {\n        "key": "value",\n        "another_key": [{"key": {"key": "value"}}]\n    }  \n    ',
    expected: { value: { key: 'value', another_key: [{ key: { key: 'value' } }] } },
  },
  {
    source: `${JSON_REPAIR_PY} test_leading_trailing_characters`,
    class: 'baseline',
    reply: "Based on the information extracted, here is the filled JSON output: ```json { 'a': 'b' } ```",
    expected: { value: { a: 'b' } },
  },
  {
    source: `${JSON_REPAIR_PY} test_parse_string`,
    class: 'baseline',
    reply: 'I think tomorrow is Monday.',
    expected: { kind: 'no-json' },
  },

  // 1. Time: the shape that took 0.7 s at 20 KB (the last-resort curly-quote pass); the bench has the figures.
  { source: ISSUE, class: 'linear-time', reply: `{“${'\\”'.repeat(10_000)}`, expected: { kind: 'truncated' } },
  {
    source: ISSUE,
    class: 'linear-time',
    reply: `{"a":"${'x"'.repeat(10_000)}}`,
    expected: { value: { a: `${'x"'.repeat(9_999)}x` } },
  },

  {
    source: REVIEW,
    class: 'linear-time',
    reply: `{"action":"answer","response":${'‘a'.repeat(8_000)}}`,
    expected: { kind: 'invalid', message: /not valid/ },
  },

  // 2. Repairs never change a value's characters; a value that cannot be read as written is reported.
  {
    source: REVIEW,
    class: 'values-kept',
    reply: '{"action":"answer","response":"Saved to C:\\Users\\ana\\Desktop",}',
    expected: { kind: 'invalid', message: /\\U, which is not an escape/ },
  },
  {
    source: REVIEW,
    class: 'values-kept',
    reply: '{"action":"answer","response":"Done","urgent":TRUE}',
    expected: { kind: 'invalid', message: /"TRUE/ },
  },
  {
    source: `${JSON_REPAIR_PY} test_repair_json (TRUE, FALSE, Null)`,
    class: 'values-kept',
    reply: '{"key": TRUE, "key2": FALSE, "key3": Null}',
    expected: { kind: 'invalid', message: /"TRUE/ },
  },
  {
    source: ISSUE,
    class: 'values-kept',
    reply: "{'response':'Line 1\\nLine 2'}",
    expected: { value: { response: 'Line 1\nLine 2' } },
  },
  {
    source: ISSUE,
    class: 'values-kept',
    reply: "{'response':'caf\\u00e9'}",
    expected: { value: { response: 'café' } },
  },
  { source: ISSUE, class: 'values-kept', reply: "{'path':'C:\\\\Users'}", expected: { value: { path: 'C:\\Users' } } },
  {
    source: ISSUE,
    class: 'values-kept',
    reply: '{"response":"“I’ll book it”",}',
    expected: { value: { response: '“I’ll book it”' } },
  },
  {
    source: `${JSONREPAIR} should not replace special quotes inside a normal string (adapted)`,
    class: 'values-kept',
    reply: "{'a':'Rounded “ quote', 'b': 'Rounded ’ quote'}",
    expected: { value: { a: 'Rounded “ quote', b: 'Rounded ’ quote' } },
  },
  {
    source: `${JSONREPAIR} should add/remove escape characters (adapted)`,
    class: 'values-kept',
    reply: "{'a':'foo\"bar', 'b':'foo\\'bar'}",
    expected: { value: { a: 'foo"bar', b: "foo'bar" } },
  },
  {
    source: `${JSONREPAIR} should leave string content untouched (adapted)`,
    class: 'values-kept',
    reply: '{"a":"{a:b}", "b":"[1,2,3,]",}',
    expected: { value: { a: '{a:b}', b: '[1,2,3,]' } },
  },
  {
    source: `${JSON_REPAIR_PY} test_escaping`,
    class: 'values-kept',
    reply: '{"key": \'\\u0076\\u0061\\u006c\\u0075\\u0065\'}',
    expected: { value: { key: 'value' } },
  },

  // 3. Reasoning before the answer.
  {
    source: 'Qwen3 / DeepSeek-R1 <think> output',
    class: 'reasoning',
    reply:
      '<think>\nThe user wants a haircut. Draft: {"action":"answer","response":"draft"}\n</think>\n\n{"action":"answer","response":"Booked."}',
    expected: { value: { action: 'answer', response: 'Booked.' } },
  },
  {
    source: 'DeepSeek-R1 chat template (the opening <think> is in the prompt, only </think> in the reply)',
    class: 'reasoning',
    reply: 'Let me check {"action":"tool"} first.\n</think>\n{"action":"answer","response":"Done."}',
    // Text before a lone closing tag may be reasoning or the answer: a different action there is not chosen between.
    expected: { kind: 'several', message: /held 2 different actions/ },
  },
  {
    source: 'DeepSeek-R1 chat template: the same action before and after a lone </think> counts once',
    class: 'reasoning',
    reply: 'Plan: {"action":"answer","response":"Done."}\n</think>\n{"action":"answer","response":"Done."}',
    expected: { value: { action: 'answer', response: 'Done.' } },
  },
  {
    source:
      "A learner's try on the Gemini wire: an answer, a stray </think>, then an example call that deleted an appointment",
    class: 'reasoning',
    reply:
      '{"action":"answer","response":"You have a dentist appointment."}</think>Example: {"action":"tool","tool":"deleteAppointment","parameters":{"date":"2026-11-24T10:00"}}',
    expected: { kind: 'several', message: /held 2 different actions/ },
  },
  {
    source: 'Anthropic-style <thinking> tags in a local fine-tune',
    class: 'reasoning',
    reply:
      '<thinking>{"action":"answer","response":"draft"}</thinking>\n```json\n{"action":"answer","response":"final"}\n```',
    expected: { value: { action: 'answer', response: 'final' } },
  },
  {
    source: 'gpt-oss harmony format left in the text',
    class: 'reasoning',
    reply:
      '<|channel|>analysis<|message|>Try {"action":"answer","response":"draft"}<|end|><|start|>assistant<|channel|>final<|message|>{"action":"answer","response":"final"}',
    expected: { value: { action: 'answer', response: 'final' } },
  },
  {
    source: ISSUE,
    class: 'reasoning',
    reply: '<think>I could answer {"action":"answer","response":"draft"}</think>',
    expected: { kind: 'no-json', message: /after its reasoning/ },
  },
  {
    source: REVIEW,
    class: 'reasoning',
    reply: `<think>Plan: maybe ${DELETE}`,
    expected: { kind: 'no-json', message: /reasoning never ends/ },
  },
  {
    source: REVIEW,
    class: 'reasoning',
    reply: `<reasoning>The person asked to cancel. ${DELETE}\n\nMy reply: {"action":"answer","response":"Which one?"}`,
    expected: { kind: 'no-json', message: /reasoning never ends/ },
  },
  {
    source: REVIEW,
    class: 'reasoning',
    reply: `${DELETE}\n<think>Format reminder: {"action":"answer","response":"…"}</think>`,
    expected: { value: JSON.parse(DELETE) },
  },

  // 4. A code fence inside a string value.
  {
    source: ISSUE,
    class: 'fence-in-string',
    reply: '{"action":"answer","response": "run ```npm test``` first"}\nDone.',
    expected: { value: { action: 'answer', response: 'run ```npm test``` first' } },
  },
  {
    source: `${LANGCHAIN} JSON_WITH_MARKDOWN_CODE_BLOCK`,
    class: 'fence-in-string',
    reply: '```json\n{\n    "foo": "```bar```"\n}\n```',
    expected: { value: { foo: '```bar```' } },
  },
  {
    source: `${LANGCHAIN} JSON_WITH_MARKDOWN_CODE_BLOCK_AND_NEWLINES`,
    class: 'fence-in-string',
    reply:
      '```json\n{\n    "action": "Final Answer",\n    "action_input": "```bar\n<div id="1" class=\\"value\\">\n\ttext\n</div>```"\n}\n```',
    expected: {
      value: { action: 'Final Answer', action_input: '```bar\n<div id="1" class="value">\n\ttext\n</div>```' },
    },
  },
  {
    source: `${JSON_REPAIR_PY} test_string_json_llm_block`,
    class: 'fence-in-string',
    reply: '{"response": "```json{}"}',
    expected: { value: { response: '```json{}' } },
  },

  // 5. Several objects: two different actions are sent back, whatever their order or form.
  {
    source: ISSUE,
    class: 'several-objects',
    reply: 'Draft: {"action":"answer","response":"draft",} Final: {"action":"answer","response":"final"}',
    expected: { kind: 'several' },
  },
  {
    source: ISSUE,
    class: 'several-objects',
    reply: 'Draft: {"action": "answer" "response"} Final: {"action":"answer","response":"final"}',
    expected: { kind: 'several' },
  },
  {
    source: `${JSONREPAIR} should repair newline separated json (as replies; it returns a list of both)`,
    class: 'several-objects',
    reply: '{"action":"answer","response":"one"}\n{"action":"answer","response":"two"}',
    expected: { kind: 'several', message: /held 2 different actions/ },
  },
  {
    source: `${JSON_REPAIR_PY.replace('test_parse_string', 'test_json_repair')} test_multiple_jsons (adapted; it returns a list)`,
    class: 'several-objects',
    reply:
      'lorem ```json {"action":"answer","response":"a"} ``` ipsum ```json {"action":"answer","response":"b"} ``` 42',
    expected: { kind: 'several' },
  },
  {
    source: `${LANGCHAIN} TEXT_BEFORE, with a second fenced block (adapted)`,
    class: 'several-objects',
    reply:
      '```json\n{"action":"answer","response":"first"}\n```\nOr:\n```json\n{"action":"answer","response":"second"}\n```',
    expected: { kind: 'several' },
  },
  {
    source: `${JSON_REPAIR_PY.replace('test_parse_string', 'test_json_repair')} test_multiple_jsons (no action: adapted)`,
    class: 'several-objects',
    reply: '{"key":"value"} then {"key":"value2"}',
    expected: { kind: 'several', message: /none is an action/ },
  },
  {
    source: REVIEW,
    class: 'several-actions',
    reply: `For example: ${DELETE}\nMy reply: {'action': 'answer', 'response': 'Which appointment?'}`,
    expected: { kind: 'several', message: /held 2 different actions/ },
  },
  {
    source: REVIEW,
    class: 'several-actions',
    reply: `{"action":"answer","response":"Done. Next time you can send this yourself:"}\nExample: ${DELETE}`,
    expected: { kind: 'several', message: /held 2 different actions/ },
  },
  {
    source: REVIEW,
    class: 'several-actions',
    reply: `${DELETE}\nFormat reminder: {"action":"answer","response":"…"}`,
    expected: { kind: 'several' },
  },
  {
    source: REVIEW,
    class: 'several-actions',
    reply: `Sure.\n\`\`\`json\n${DELETE}\n\`\`\`\nThat is: ${DELETE}`,
    expected: { value: JSON.parse(DELETE) },
  },

  // 6. Braces in prose before the object.
  {
    source: ISSUE,
    class: 'prose-braces',
    reply: '{Note: keeping the casing} Here it is: {"action":"answer","response":"Hi"}',
    expected: { value: { action: 'answer', response: 'Hi' } },
  },
  {
    source: `${JSON_REPAIR_PY} test_parse_string (stringbeforeobject)`,
    class: 'prose-braces',
    reply: 'Use {{name}} and {maybe} here: {"action":"answer","response":"Hi"}',
    expected: { value: { action: 'answer', response: 'Hi' } },
  },

  // 7. Slips repaired.
  {
    source: `${JSONREPAIR} should escape unescaped control characters (adapted)`,
    class: 'slips',
    reply: '{"response":"hello\nworld\tagain"}',
    expected: { value: { response: 'hello\nworld\tagain' } },
  },
  {
    source: 'forge_json_repair test_python_constants (adapted)',
    class: 'slips',
    reply: '{"a": True, "b": False, "c": None}',
    expected: { value: { a: true, b: false, c: null } },
  },
  {
    source: `${JSONREPAIR} should remove line comments`,
    class: 'slips',
    reply: '{\n"a":"foo",//hello\n"b":"bar"\n}',
    expected: { value: { a: 'foo', b: 'bar' } },
  },
  {
    source: `${JSONREPAIR} should remove block comments`,
    class: 'slips',
    reply: '{"a":"foo",/*hello*/"b":"bar"}',
    expected: { value: { a: 'foo', b: 'bar' } },
  },
  {
    source: 'mangiucugna/json_repair tests/test_parse_comment.py (adapted)',
    class: 'slips',
    reply: '{\n  "key": "value", # a comment\n  "n": 1\n}',
    expected: { value: { key: 'value', n: 1 } },
  },
  {
    source: `${JSONREPAIR} should escape unescaped double quotes`,
    class: 'slips',
    reply: '{"key": "apple "bee" carrot"}',
    expected: { value: { key: 'apple "bee" carrot' } },
  },
  {
    source: `${JSONREPAIR} should escape unescaped double quotes (adapted)`,
    class: 'slips',
    reply: '{"size": "The TV has a 24" screen"}',
    expected: { value: { size: 'The TV has a 24" screen' } },
  },
  {
    source: `${JSONREPAIR} should insert missing commas (adapted)`,
    class: 'slips',
    reply: '{"a":2 "b":3}',
    expected: { value: { a: 2, b: 3 } },
  },
  {
    source: `${JSON_REPAIR_PY} test_missing_and_mixed_quotes`,
    class: 'slips',
    reply: '{"name": "John", "age": 30, "city": New York}',
    expected: { kind: 'invalid', message: /"New York/ },
  },
  {
    source: `${JSON_REPAIR_PY} test_missing_and_mixed_quotes`,
    class: 'slips',
    reply: "{'key': 'string', 'key2': false, \"key3\": null, \"key4\": unquoted}",
    expected: { kind: 'invalid', message: /"unquoted/ },
  },
  {
    source: `${JSONREPAIR} should replace special quotes with double quotes`,
    class: 'slips',
    reply: '{“a”:“b”}',
    expected: { value: { a: 'b' } },
  },
  {
    source: `${JSONREPAIR} should strip trailing commas from an object`,
    class: 'slips',
    reply: '{"array":[1,2,3,], "a":2  ,  }',
    expected: { value: { array: [1, 2, 3], a: 2 } },
  },

  {
    source: `${JSONREPAIR} should replace special white space characters`,
    class: 'slips',
    reply: 'Here: {"a":\u00a0"foo\u00a0bar",\u3000"b":\u202f1}',
    expected: { value: { a: 'foo\u00a0bar', b: 1 } },
  },

  // 8. "Truncated" only when the reply was cut off.
  {
    source: ISSUE,
    class: 'misreported-truncation',
    reply: '{"calls":[1, 2}',
    expected: { kind: 'invalid', message: /closes a \[ with \}/ },
  },
  {
    source: ISSUE,
    class: 'misreported-truncation',
    reply: '{"action":"answer","response":"Hi, booked.}',
    expected: { kind: 'invalid', message: /never ends/ },
  },
  {
    source: `${JSON_REPAIR_PY} test_missing_and_mixed_quotes`,
    class: 'misreported-truncation',
    reply: '{"name": "John", "age": 30, "city": "New York, "gender": "male"}',
    expected: { kind: 'invalid', message: /not valid/ },
  },
  {
    source: `${FIX_JSON} should handle incomplete strings (a cut-off reply stays an error)`,
    class: 'misreported-truncation',
    reply: '{"a": {"b": "1"}, "c": {"d": 2',
    expected: { kind: 'truncated' },
  },
  {
    source: `${FIX_JSON} regression: complex nesting 1`,
    class: 'misreported-truncation',
    reply: '{\n  "a": [\n    {\n      "a1": "v1"\n    }\n  ],\n  "b": [\n    {\n      "b1": "n',
    expected: { kind: 'truncated' },
  },
  {
    source: `${JSONREPAIR} should repair truncated JSON`,
    class: 'misreported-truncation',
    reply: '{"text":"Hello Sergey,I hop',
    expected: { kind: 'truncated' },
  },

  // 9. Nothing dropped silently.
  {
    source: ISSUE,
    class: 'silent-loss',
    reply: 'Here they are: [{"action":"tool","tool":"a"},{"action":"tool","tool":"b"}]',
    expected: {
      value: [
        { action: 'tool', tool: 'a' },
        { action: 'tool', tool: 'b' },
      ],
    },
  },
  {
    source: ISSUE,
    class: 'silent-loss',
    reply: '{"a":1}, "b":2}',
    expected: { kind: 'invalid', message: /goes on after its object closes/ },
  },
  {
    source: `${JSONREPAIR} should remove a redundant closing bracket for an object`,
    class: 'silent-loss',
    reply: '{"a": 1}}',
    expected: { kind: 'invalid', message: /goes on after its object closes/ },
  },
  {
    source: `${JSONREPAIR} should add a missing closing brace for an object (adapted)`,
    class: 'silent-loss',
    reply: 'Calls: {"i":1}, {"i":2}',
    expected: { kind: 'invalid', message: /several values/ },
  },
];
