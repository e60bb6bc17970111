import { THEME_STORAGE_KEY } from '@folio/shared-ui';
import { screen } from '@testing-library/react';
import { setSystemDark } from '../../test/media';
import { renderApp } from '../../test/render-app';

const mode = () => document.documentElement.dataset.theme;

describe('light and dark theme', () => {
  it('starts from the system preference when nothing is saved', async () => {
    setSystemDark(true);
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(mode()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('toggles, saves the choice and restores it on the next visit', async () => {
    setSystemDark(true);
    const first = renderApp('/');
    await first.user.click(await screen.findByRole('button', { name: 'Switch to light theme' }));
    expect(mode()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    first.unmount();

    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(mode()).toBe('light');
  });

  it('prefers the saved theme to the system preference', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(mode()).toBe('dark');
  });
});
