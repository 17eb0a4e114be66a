/** One cell of a table: text as it is, or a number shown with {@link formatNumber}. */
export type Cell = string | number;

/** How a column lines up: text to the left, numbers to the right. */
export type Align = 'left' | 'right';

/** One measurement's result: a titled table, with a note that says what was measured and how. */
export interface Table {
  readonly title: string;
  readonly note?: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Per column; by default the first column is left-aligned and the others right-aligned. */
  readonly align?: readonly Align[];
}

/**
 * A GitHub-flavoured Markdown table, padded so it also reads well in a terminal. Pipes and line breaks inside cells
 * are escaped, so a cell can never break the table.
 */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
  align: readonly Align[] = headers.map((_, index) => (index === 0 ? 'left' : 'right')),
): string {
  const body = rows.map((row) => headers.map((_, index) => escapeCell(showCell(row[index] ?? ''))));
  const head = headers.map(escapeCell);
  const widths = head.map((header, index) => Math.max(3, header.length, ...body.map((row) => row[index]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => pad(cell, widths[index]!, align[index] ?? 'left')).join(' | ')} |`;
  const rule = `|${widths.map((width, index) => ruleCell(width, align[index] ?? 'left')).join('|')}|`;
  return [line(head), rule, ...body.map(line)].join('\n');
}

/** A table as a Markdown section: `### title`, the note, then the table. */
export function renderTable(table: Table): string {
  const parts = [`### ${table.title}`];
  if (table.note) parts.push(table.note);
  parts.push(markdownTable(table.headers, table.rows, table.align));
  return parts.join('\n\n');
}

/** A number with as many decimals as its size deserves: `1234`, `12.3`, `1.23`, `0.012`. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  if (size >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en-US');
  if (size >= 10) return value.toFixed(1);
  if (size >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}

/** `×3.4`: how many times `value` is `base`. */
export function formatRatio(value: number, base: number): string {
  return base > 0 ? `×${(value / base).toFixed(1)}` : '–';
}

/** `42%`. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '–';
}

/** `812 B`, `12.3 KB`, `1.45 MB` (powers of 1024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024)} KB`;
  return `${formatNumber(bytes / (1024 * 1024))} MB`;
}

function showCell(cell: Cell): string {
  return typeof cell === 'number' ? formatNumber(cell) : cell;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
}

function pad(text: string, width: number, align: Align): string {
  return align === 'right' ? text.padStart(width) : text.padEnd(width);
}

function ruleCell(width: number, align: Align): string {
  return align === 'right' ? `${'-'.repeat(width + 1)}:` : `:${'-'.repeat(width + 1)}`;
}
