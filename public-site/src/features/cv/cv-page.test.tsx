import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveStoredPersona } from '../persona/persona-storage';
import { renderApp } from '../../test/render-app';
import { loadServerPage, navigations } from '../../test/server-page';
import { serveCv } from './enterprise-cv.fixtures';

describe('the CV page in the browser', () => {
  it("moves between the CVs with the switcher's links, the server asking the API for each one's own document", async () => {
    const asked = serveCv();
    await loadServerPage('/cv');
    const switcher = screen.getByRole('navigation', { name: 'CV for' });
    expect(screen.getByRole('heading', { level: 2, name: 'Certifications' })).toBeInTheDocument();
    expect(within(switcher).getByRole('link', { name: 'All personas' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(switcher).getByRole('link', { name: 'Enterprise Tech' }));
    expect(navigations).toEqual(['/cv?persona=enterprise']);
    await loadServerPage('/cv?persona=enterprise');

    expect(screen.getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
    expect(location.pathname + location.search).toBe('/cv?persona=enterprise');
    expect(within(screen.getByRole('navigation', { name: 'CV for' })).getByRole('link', { name: 'Enterprise Tech' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/cv.pdf?persona=enterprise');
    expect(asked).toEqual(['', '?persona=enterprise']);
    expect(document.title).toBe('CV — Jordan Avery — Enterprise Tech');
  });

  it('shows the all-persona CV at /cv though the visitor saved a persona', async () => {
    saveStoredPersona('fitness');
    const asked = serveCv();
    renderApp('/cv');

    expect(await screen.findByRole('heading', { level: 2, name: 'Certifications' })).toBeInTheDocument();
    expect(asked).toEqual(['']);
  });

  it("says so when the persona's CV does not exist", async () => {
    serveCv({});
    renderApp('/cv?persona=business');

    expect(await screen.findByText('There is no CV for Business Automation yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/cv.pdf?persona=business');
  });
});
