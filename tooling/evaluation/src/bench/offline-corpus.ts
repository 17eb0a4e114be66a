import { CORPUS, type CorpusCase, HELD_OUT_SETS, REGRESSION } from '@scheduling-agent/offline-model/corpus';
import { type CaseRun, type CorpusPart, countVerdicts, runCorpus, type Verdict } from '../corpus/run-corpus.ts';
import type { Table } from './table.ts';

const PARTS: readonly CorpusPart[] = ['part3', 'part4'];

/**
 * The corpus's sets as the table shows them: in sample, the regression sets (sentences from reports and outside tries
 * that the rules were changed to read), and the held-out sets by round (sentences no rule was changed while watching).
 */
const CORPUS_SETS: ReadonlyArray<readonly [string, Readonly<Record<string, readonly CorpusCase[]>>]> = [
  ['in sample', CORPUS],
  ['regression', REGRESSION],
  ['held out', HELD_OUT_SETS],
];

/** One run of the whole corpus: the table `npm run bench` prints, and every case's run by part and set. */
export interface CorpusMeasurement {
  readonly table: Table;
  /** By part, then by set (`in sample`, `regression`, `held out`), in the corpus's order. */
  readonly runs: Readonly<Record<CorpusPart, Readonly<Record<string, readonly CaseRun[]>>>>;
}

/**
 * The stand-in's corpus through Part 3 and Part 4, source by source, in sample, regression and held out apart:
 * how many requests end as asked, how many it asked about, how many got an answer not about them, and how many did
 * something nobody asked for (the tests require none). The corpus test makes this same run, and checks the docs'
 * table against it.
 */
export async function measureCorpus(): Promise<CorpusMeasurement> {
  const rows: (string | number)[][] = [];
  const runs = { part3: {} as Record<string, CaseRun[]>, part4: {} as Record<string, CaseRun[]> };
  for (const [label, sets] of CORPUS_SETS) {
    const totals = PARTS.map(() => ({ right: 0, asked: 0, 'no help': 0, wrong: 0 }));
    let requests = 0;
    for (const [name, cases] of Object.entries(sets)) {
      const row: (string | number)[] = [name.startsWith(label) ? name : `${label}: ${name}`, cases.length];
      requests += cases.length;
      for (const [index, part] of PARTS.entries()) {
        const partRuns = await runCorpus(cases, part);
        runs[part][label] = [...(runs[part][label] ?? []), ...partRuns];
        const counts = countVerdicts(partRuns);
        for (const verdict of Object.keys(counts) as Verdict[]) totals[index]![verdict] += counts[verdict];
        row.push(cell(counts));
      }
      rows.push(row);
    }
    if (Object.keys(sets).length > 1) rows.push([`${label}, all`, requests, ...totals.map(cell)]);
  }
  return { table: corpusTable(rows), runs };
}

/** {@link measureCorpus}'s table alone, for `npm run bench`. */
export async function measureOfflineCorpus(): Promise<Table> {
  return (await measureCorpus()).table;
}

function corpusTable(rows: readonly (readonly (string | number)[])[]): Table {
  return {
    title: "The offline stand-in's corpus (Part 3 and Part 4)",
    note:
      "Every request of `stand-in/offline-model/src/corpus` through each part's agent loop with the offline stand-in, a " +
      'fresh calendar per request, the clock pinned to a Monday, a Friday, a month end or a year end. Each cell is ' +
      'right / asked / no help / wrong. "Right": the calendar ends as the request asked, and the answer is about the ' +
      'request. "Asked": unchanged, with a question or a refusal about the request. "No help": unchanged, with an ' +
      'answer not about the request. "Wrong": a delete nobody asked for reached the approval question (even if ' +
      'declined), the calendar changed in a way not asked, or the answer claims something that did not happen, or ' +
      'a case names what its answer must mention and the answer leaves it out. The regression sets are sentences ' +
      'the rules were changed to read; the held-out set is sentences no rule was changed while watching.',
    headers: ['source', 'requests', 'Part 3', 'Part 4'],
    rows,
  };
}

function cell(counts: Readonly<Record<Verdict, number>>): string {
  return `${counts.right} / ${counts.asked} / ${counts['no help']} / ${counts.wrong}`;
}
