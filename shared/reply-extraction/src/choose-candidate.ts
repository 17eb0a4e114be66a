import { head, isBroken, type Problem, structuralProblem } from './describe-problem.ts';
import { presentedAsExample } from './example-action.ts';
import { type Candidate, MAX_VALUES } from './find-candidates.ts';
import { type ReadBudget, type Reading, readCandidate } from './read-candidate.ts';

/** The value chosen from a reply, or what is wrong with it. */
export type Choice = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: Problem };

/**
 * Chooses the reply's value among the candidates found outside reasoning, never by their order:
 *
 * 1. A reply of more than {@link MAX_VALUES} values is reported unread, which bounds the cost of many small ones. A
 *    value broken in its structure (cut off, a bracket closed by the wrong one, a string that never ends, several
 *    values in a row) is reported, even when another follows: it may have been the action.
 * 2. Each value is read, mending slips of punctuation only; one that cannot be read without changing a value is
 *    reported, unless it is not an action and an action was read.
 * 3. A value with an `action` field is an action. More than one different action is reported: no rule can say which
 *    one the model meant (a draft, an example, a reminder of the format). The same action twice counts once. A lone
 *    action that the prose around it presents as an example ("For example, you could send {…}") is reported too.
 * 4. With no action, the reply must hold exactly one value, which is returned for the schema check to explain.
 */
export function chooseCandidate(text: string, candidates: readonly Candidate[], budget: ReadBudget): Choice {
  if (candidates.length > MAX_VALUES) return { ok: false, problem: several(text, candidates, 'many') };
  const broken = candidates.findLast(isBroken);
  if (broken) return { ok: false, problem: structuralProblem(text, broken)! };
  const readings = candidates.map((candidate) => readCandidate(text, candidate, budget));
  const actions = distinct(
    candidates.flatMap((candidate, index) =>
      isAction(readings[index]!) ? [{ candidate, reading: readings[index]! }] : [],
    ),
  );
  if (actions.length > 1) return refuse(text, actions, 'actions');
  const example = actions.length === 1 && candidates.length === 1 ? presentedAsExample(text, candidates[0]!) : null;
  if (example) return { ok: false, problem: example };
  const only = actions[0] ?? (candidates.length === 1 ? { reading: readings[0]! } : null);
  if (only) return only.reading.ok ? only.reading : { ok: false, problem: only.reading.problem };
  const values = distinct(candidates.map((candidate, index) => ({ candidate, reading: readings[index]! })));
  if (values.length === 1 && values[0]!.reading.ok) return values[0]!.reading;
  return refuse(text, values, 'values');
}

/** Whether a reading is an action: an object with an `action` field, or one that could not be read but names one. */
function isAction(reading: Reading): boolean {
  if (!reading.ok) return reading.action;
  const { value } = reading;
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'action');
}

/** The entries with the first of each value kept; an unreadable one is always distinct. */
function distinct<T extends { readonly reading: Reading }>(entries: readonly T[]): T[] {
  const seen = new Set<string>();
  return entries.filter(({ reading }) => {
    if (!reading.ok) return true;
    const key = JSON.stringify(reading.value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const HELD = {
  actions: (count: number) => `${count} different actions`,
  values: (count: number) => `${count} JSON values and none is an action`,
  many: () => `more than ${MAX_VALUES} JSON values`,
};

function refuse(text: string, entries: readonly { candidate: Candidate }[], what: keyof typeof HELD): Choice {
  return {
    ok: false,
    problem: several(
      text,
      entries.map((entry) => entry.candidate),
      what,
    ),
  };
}

function several(text: string, candidates: readonly Candidate[], what: keyof typeof HELD): Problem {
  const shown = candidates.slice(0, 2).map((candidate) => `"${head(text, candidate.start, 40)}"`);
  return {
    kind: 'several',
    message:
      `The reply held ${HELD[what](candidates.length)} (${shown.join(' and ')}${candidates.length > 2 ? ', …' : ''}). ` +
      'Reply with exactly one JSON object: the one action you mean, with no examples or drafts beside it.',
  };
}
