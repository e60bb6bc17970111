import { THEME_STORAGE_KEY } from '@folio/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSystemDark } from '../../test/media';
import { browserCookies, loadServerPage, shownOnScreen } from '../../test/server-page';

const mode = () => document.documentElement.dataset.theme;
const header = () => document.querySelector<HTMLElement>('[data-site-header]')!;
/** The header's shown light/dark button (wide screens). */
const toggle = (name: RegExp | string) => within(header()).getByRole('button', { name });

describe('light and dark theme', () => {
  it('starts from the system preference when nothing is saved', async () => {
    setSystemDark(true);
    await loadServerPage('/');
    expect(toggle('Switch to light theme')).toBeInTheDocument();
    expect(mode()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('toggles, saves the choice (storage and the cookie the server paints from) and restores it on the next visit', async () => {
    setSystemDark(true);
    await loadServerPage('/');
    await userEvent.setup().click(toggle('Switch to light theme'));
    expect(mode()).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(browserCookies()[THEME_STORAGE_KEY]).toBe('light');
    // Every toggle on the page (the header's two sets, the menu's) now offers the other mode.
    const all = document.querySelectorAll('[data-theme-toggle]');
    expect(all.length).toBeGreaterThan(1);
    for (const button of all) expect(button).toHaveAttribute('aria-label', 'Switch to dark theme');

    await loadServerPage('/blog');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(toggle('Switch to dark theme')).toBeInTheDocument();
    expect(mode()).toBe('light');
  });

  it('prefers the saved theme to the system preference', async () => {
    await loadServerPage('/', { storage: { [THEME_STORAGE_KEY]: 'dark' } });
    expect(toggle('Switch to light theme')).toBeInTheDocument();
    expect(mode()).toBe('dark');
  });

  it('is painted by the server from the cookie, before any script', async () => {
    await loadServerPage('/', { cookies: { [THEME_STORAGE_KEY]: 'dark' } }, { scripts: false });
    expect(mode()).toBe('dark');
    expect(toggle('Switch to light theme')).toBeInTheDocument();
  });

  it('shows the icon of the mode the page is in', async () => {
    await loadServerPage('/', { storage: { [THEME_STORAGE_KEY]: 'dark' } });
    const button = toggle('Switch to light theme');
    const icon = (iconMode: string) => button.querySelector(`[data-mode="${iconMode}"]`)!;
    expect(shownOnScreen(icon('dark'))).toBe(true);
    expect(shownOnScreen(icon('light'))).toBe(false);

    await loadServerPage('/', { storage: { [THEME_STORAGE_KEY]: 'light' } });
    expect(shownOnScreen(toggle('Switch to dark theme').querySelector('[data-mode="light"]')!)).toBe(true);
    expect(shownOnScreen(toggle('Switch to dark theme').querySelector('[data-mode="dark"]')!)).toBe(false);
  });

  it('says it is not available yet until the script runs, and does nothing', async () => {
    await loadServerPage('/', {}, { scripts: false });
    const button = toggle(/Switch to (dark|light) theme/);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', 'Available once the page has loaded');
    await userEvent.setup().click(button);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

    await loadServerPage('/');
    expect(toggle(/Switch to (dark|light) theme/)).not.toHaveAttribute('aria-disabled');
    expect(screen.queryAllByTitle('Available once the page has loaded')).toEqual([]);
  });
});
