import { theme } from '@folio/shared-ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { hydrateAsInThePage } from '../../test/island-hydration';
import { skills } from '../../test/fixtures';
import { setViewportWidth } from '../../test/media';
import { SkillsFilter, type SkillsFilterProps } from './skills-filter';

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The island as the page has it (test/island-hydration.tsx). */
async function hydrateServerHtml(props: SkillsFilterProps) {
  const island = await hydrateAsInThePage('skills', props);
  root = island.root;
  return island;
}

describe('skills filter island', () => {
  it('renders every skill on the server, the toggle left to CSS', () => {
    setViewportWidth(375);
    document.body.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <SkillsFilter skills={skills} />
      </ThemeProvider>,
    );
    expect(names()).toHaveLength(6);
    // Shown by CSS only on a small screen where scripts run (width-variants.ts).
    expect(screen.getByRole('button', { name: 'Show 3 More Skills', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hydrates the server HTML without a mismatch, then filters', async () => {
    const { recoverable, errors } = await hydrateServerHtml({ skills });
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    // Hydrated: above 768 px the toggle is gone rather than hidden by CSS.
    expect(screen.queryByRole('button', { name: /More Skills/, hidden: true })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Filter skills by category' });
    await user.click(within(filters).getByRole('button', { name: 'Soft Skills' }));
    expect(names()).toEqual(['Stakeholder Communication', 'Mentoring']);
    expect(within(filters).getByRole('button', { name: 'Soft Skills' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('on a small screen, hydrates to 3 skills and a working toggle', async () => {
    setViewportWidth(375);
    const { recoverable, errors } = await hydrateServerHtml({ skills });
    expect(recoverable).toEqual([]);
    expect(errors).toEqual([]);
    expect(names()).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show 3 More Skills' }));
    expect(names()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Technical' }));
    expect(names()).toEqual(['Cloud Architecture', 'Event-Driven Integration']);
    expect(screen.queryByRole('button', { name: /More Skills|Show Less/ })).not.toBeInTheDocument();
  });
});
