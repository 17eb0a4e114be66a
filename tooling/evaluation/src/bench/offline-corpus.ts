import { HELD_OUT } from '../corpus/cases-held-out.ts';
import { HELD_OUT_DATES } from '../corpus/cases-held-out-dates.ts';
import { CORPUS } from '../corpus/corpus.ts';
import { type CorpusPart, countVerdicts, runCorpus, type Verdict } from '../corpus/run-corpus.ts';
import type { Table } from './table.ts';

const PARTS: readonly CorpusPart[] = ['part3', 'part4'];

/**
 * The stand-in's corpus through Part 3 and Part 4, source by source, the held-out set apart from the in-sample one:
 * how many requests end as asked, how many it asked about, how many got an answer not about them, and how many did
 * something nobody asked for (the tests require none).
 */
export async function measureOfflineCorpus(): Promise<Table> {
  const rows: (string | number)[][] = [];
  for (const [label, sets] of [
    ['in sample', CORPUS],
    ['held out', { ...HELD_OUT, ...HELD_OUT_DATES }],
  ] as const) {
    const totals = PARTS.map(() => ({ right: 0, asked: 0, 'no help': 0, wrong: 0 }));
    let requests = 0;
    for (const [name, cases] of Object.entries(sets)) {
      const row: (string | number)[] = [name.startsWith(label) ? name : `${label}: ${name}`, cases.length];
      requests += cases.length;
      for (const [index, part] of PARTS.entries()) {
        const counts = countVerdicts(await runCorpus(cases, part));
        for (const verdict of Object.keys(counts) as Verdict[]) totals[index]![verdict] += counts[verdict];
        row.push(cell(counts));
      }
      rows.push(row);
    }
    rows.push([`${label}, all`, requests, ...totals.map(cell)]);
  }
  return {
    title: "The offline stand-in's corpus (Part 3 and Part 4)",
    note:
      "Every request of `tooling/evaluation/src/corpus` through each part's agent loop with the offline stand-in, a " +
      'fresh calendar per request, the clock pinned to a Monday, a Friday, a month end or a year end. Each cell is ' +
      'right / asked / no help / wrong. "Right": the calendar ends as the request asked, and the answer is about the ' +
      'request. "Asked": unchanged, with a question or a refusal about the request. "No help": unchanged, with an ' +
      'answer not about the request. "Wrong": a delete nobody asked for reached the approval question (even if ' +
      'declined), the calendar changed in a way not asked, or the answer claims something that did not happen. The ' +
      'held-out requests were written before the rules that read them and are never edited.',
    headers: ['source', 'requests', 'Part 3', 'Part 4'],
    rows,
  };
}

function cell(counts: Readonly<Record<Verdict, number>>): string {
  return `${counts.right} / ${counts.asked} / ${counts['no help']} / ${counts.wrong}`;
}
