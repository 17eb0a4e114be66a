import { describe, expect, it } from 'vitest';
import { formatBytes, formatNumber, formatRatio, formatShare, markdownTable, renderTable } from './table.ts';

describe('markdownTable', () => {
  it('pads columns, left-aligns the first and right-aligns the rest', () => {
    const table = markdownTable(
      ['command', 'ms'],
      [
        ['node -e 0', 70],
        ['npm run part1', 1234.5],
      ],
    );
    expect(table.split('\n')).toEqual([
      '| command       |    ms |',
      '|:--------------|------:|',
      '| node -e 0     |    70 |',
      '| npm run part1 | 1,235 |',
    ]);
  });

  it('escapes pipes and line breaks so a cell cannot break the table', () => {
    const table = markdownTable(['reply'], [['a | b\nc']]);
    expect(table.split('\n')[2]).toBe('| a \\| b<br>c |');
  });

  it('fills missing cells with nothing and honours explicit alignment', () => {
    const table = markdownTable(['a', 'b'], [['x']], ['right', 'left']);
    expect(table.split('\n').slice(1)).toEqual(['|----:|:----|', '|   x |     |']);
  });
});

describe('renderTable', () => {
  it('puts the title and the note above the table', () => {
    const text = renderTable({ title: 'Start-up', note: 'Medians.', headers: ['a'], rows: [['1']] });
    expect(text.startsWith('### Start-up\n\nMedians.\n\n| a   |')).toBe(true);
  });
});

describe('number formats', () => {
  it('keeps about three significant digits', () => {
    expect([
      formatNumber(1234.4),
      formatNumber(42),
      formatNumber(12.34),
      formatNumber(1.234),
      formatNumber(0.01234),
    ]).toEqual(['1,234', '42', '12.3', '1.23', '0.012']);
  });

  it('formats ratios, shares and sizes', () => {
    expect(formatRatio(340, 100)).toBe('×3.4');
    expect(formatRatio(1, 0)).toBe('–');
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1843)).toBe('1.80 KB');
    expect(formatBytes(1_813_000)).toBe('1.73 MB');
  });
});
