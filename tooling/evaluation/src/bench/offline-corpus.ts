import { CORPUS } from '../corpus/corpus.ts';
import { countVerdicts, runCorpus } from '../corpus/run-corpus.ts';
import type { Table } from './table.ts';

/**
 * The stand-in's corpus, kind by kind: how many requests end with the calendar as asked, how many it asked about or
 * declined (the calendar untouched), and how many changed the calendar wrongly (the tests require none).
 */
export async function measureOfflineCorpus(): Promise<Table> {
  const rows: (string | number)[][] = [];
  const total = { cases: 0, right: 0, asked: 0, wrong: 0 };
  for (const [kind, cases] of Object.entries(CORPUS)) {
    const counts = countVerdicts(await runCorpus(cases));
    rows.push([kind, cases.length, counts.right, counts.asked, counts.wrong]);
    total.cases += cases.length;
    total.right += counts.right;
    total.asked += counts.asked;
    total.wrong += counts.wrong;
  }
  rows.push(['all', total.cases, total.right, total.asked, total.wrong]);
  return {
    title: "The offline stand-in's corpus (Part 3)",
    note:
      "Every request of `tooling/evaluation/src/corpus` through Part 3's agent loop with the offline stand-in, a fresh " +
      'calendar per request, the clock pinned to a Monday, a Friday, a month end or a year end, every delete approved. ' +
      '"Right": the calendar ends as the request asked (for a question, unchanged). "Asked or declined": unchanged ' +
      'where a change was asked for. "Wrong": changed, and not as asked.',
    headers: ['kind', 'requests', 'right', 'asked or declined', 'wrong'],
    rows,
  };
}
