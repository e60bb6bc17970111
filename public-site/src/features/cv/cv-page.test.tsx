import { screen, waitFor, within } from '@testing-library/react';
import { saveStoredPersona } from '../persona/persona-storage';
import { currentUrl, renderApp } from '../../test/render-app';
import { serveCv } from './cv-fixtures';

describe('the CV page in the browser', () => {
  it("moves between the CVs with the switcher, asking the API for each one's own document", async () => {
    const asked = serveCv();
    const { user, router } = renderApp('/cv');
    const switcher = await screen.findByRole('navigation', { name: 'CV for' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Certifications' })).toBeInTheDocument();
    expect(within(switcher).getByRole('link', { name: 'All personas' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(switcher).getByRole('link', { name: 'Enterprise Tech' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/cv?persona=enterprise');
    expect(within(switcher).getByRole('link', { name: 'Enterprise Tech' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', '/cv.pdf?persona=enterprise');
    expect(asked).toEqual(['', '?persona=enterprise']);
    await waitFor(() => expect(document.title).toBe('CV — Jordan Avery — Enterprise Tech'));
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
