import { render, screen } from '@testing-library/react';
import { FolioThemeProvider } from '@folio/shared-ui';
import { TextDiff } from './text-diff';

const shown = (from: string, to: string, block = true) => {
  const { container } = render(
    <FolioThemeProvider>
      <TextDiff from={from} to={to} block={block} />
    </FolioThemeProvider>,
  );
  const texts = (selector: string) => [...container.querySelectorAll(selector)].map((node) => node.textContent);
  return { removed: texts('del'), added: texts('ins'), text: container.textContent };
};

describe('a revision compared with the post as it is', () => {
  it('keeps a last line that only gains or loses its final newline as unchanged, and shows only the line that differs', () => {
    const { removed, added } = shown('The first words.\nA paragraph added later.', 'The first words.');
    expect(removed).toEqual(['[removed: A paragraph added later.\n]']);
    expect(added).toEqual([]);
  });

  it('ends every changed line with its own line break, so an added line never runs on from a removed one', () => {
    const { removed, added } = shown('Old ending.', 'New ending.');
    expect(removed).toEqual(['[removed: Old ending.\n]']);
    expect(added).toEqual(['[added: New ending.\n]']);
  });

  it('compares a title word by word, and says when nothing changed', () => {
    expect(shown('Retry budgets', 'Retry loops', false)).toMatchObject({ removed: ['[removed: budgets]'], added: ['[added: loops]'] });
    render(
      <FolioThemeProvider>
        <TextDiff from="Same" to="Same" />
      </FolioThemeProvider>,
    );
    expect(screen.getByText('Unchanged')).toBeInTheDocument();
  });
});
