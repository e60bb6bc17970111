import { postHeadings } from './post-headings';

describe('the headings of a post (its table of contents)', () => {
  it('lists the h2 and h3 headings in order, not the h1 or h4 and below', () => {
    const markdown = ['# Title again', '## Why', 'Text.', '### The cost', '#### Detail', '## How'].join('\n\n');
    expect(postHeadings(markdown)).toEqual([
      { level: 2, id: 'why', text: 'Why' },
      { level: 3, id: 'the-cost', text: 'The cost' },
      { level: 2, id: 'how', text: 'How' },
    ]);
  });

  it('gives GitHub-style slugs: lower case, punctuation dropped, spaces as hyphens, unicode kept', () => {
    const markdown = ['## What’s **new** in `v2.0`?', '## Café & Crème', '## C++ / C#'].join('\n\n');
    expect(postHeadings(markdown).map((heading) => [heading.id, heading.text])).toEqual([
      ['whats-new-in-v20', 'What’s new in v2.0?'],
      ['café--crème', 'Café & Crème'],
      ['c--c', 'C++ / C#'],
    ]);
  });

  it('numbers repeated headings so every id is unique, counting headings of every level', () => {
    const markdown = ['# Setup', '## Setup', '### Setup', '## Setup-1'].join('\n\n');
    expect(postHeadings(markdown).map((heading) => heading.id)).toEqual(['setup-1', 'setup-2', 'setup-1-1']);
  });

  it('leaves out empty headings, the footnotes heading and headings inside other blocks', () => {
    const markdown = ['##', '## Claim', 'Text.[^1]', '> ## Quoted', '[^1]: Source.'].join('\n\n');
    expect(postHeadings(markdown)).toEqual([{ level: 2, id: 'claim', text: 'Claim' }]);
  });

  it('has nothing for a post without headings', () => {
    expect(postHeadings('Just a paragraph.')).toEqual([]);
  });
});
