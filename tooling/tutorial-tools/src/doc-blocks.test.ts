import { describe, expect, it } from 'vitest';
import { fence, listBlocks, renderBlocks } from './doc-blocks.ts';

describe('renderBlocks', () => {
  const markdown = 'Intro\n<!-- include: a.ts#one -->\nstale\n<!-- /include -->\nOutro\n';

  it('replaces the content of each block and leaves the prose alone', () => {
    const rendered = renderBlocks(markdown, { include: ({ argument }) => `fresh ${argument}` }, 'doc.md');
    expect(rendered).toBe('Intro\n<!-- include: a.ts#one -->\nfresh a.ts#one\n<!-- /include -->\nOutro\n');
  });

  it('is stable: rendering twice changes nothing', () => {
    const generators = { include: () => fence('ts', 'const x = 1;') };
    const once = renderBlocks(markdown, generators, 'doc.md');
    expect(renderBlocks(once, generators, 'doc.md')).toBe(once);
  });

  it('renders a block with no argument', () => {
    const rendered = renderBlocks(
      '<!-- pin-clock -->\nold\n<!-- /pin-clock -->\n',
      { 'pin-clock': () => 'new' },
      'd.md',
    );
    expect(rendered).toBe('<!-- pin-clock -->\nnew\n<!-- /pin-clock -->\n');
  });

  it('lists blocks', () => {
    expect(listBlocks(markdown)).toEqual([{ kind: 'include', argument: 'a.ts#one' }]);
  });
});

describe('fence', () => {
  it('uses a fence longer than any backticks inside', () => {
    expect(fence('md', 'a ```b``` c')).toBe('````md\na ```b``` c\n````');
  });
});
