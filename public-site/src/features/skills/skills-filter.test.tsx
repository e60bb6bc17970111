import { theme } from '@folio/shared-ui';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { Island } from '../../islands/island';
import { IslandRoot } from '../../islands/island-root';
import { ISLAND_PROPS_ATTRIBUTE } from '../../islands/registry';
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

/** The island as the page has it: the server's HTML, then hydrated alone from the props it serialised, as client.tsx does. */
async function hydrateServerHtml(props: SkillsFilterProps) {
  document.body.innerHTML = renderToString(
    <ThemeProvider theme={theme}>
      <Island name="skills" component={SkillsFilter} props={props} />
    </ThemeProvider>,
  );
  const element = document.querySelector<HTMLElement>('folio-island')!;
  const parsed = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)!) as SkillsFilterProps;
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(
      element,
      <IslandRoot onHydrated={() => undefined}>
        <SkillsFilter {...parsed} />
      </IslandRoot>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  const errors = consoleError.mock.calls;
  consoleError.mockRestore();
  return { recoverable, errors };
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
