import { DEFAULT_PRIMARY_COLOUR, PRIMARY_COLOURS } from '@folio/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolioThemeProvider, useThemeSettings } from './theme-provider';
import { PRIMARY_COLOUR_STORAGE_KEY, THEME_STORAGE_KEY } from './theme-storage';

function Probe() {
  const { mode, toggleMode, primaryColour, setPrimaryColour } = useThemeSettings();
  return (
    <>
      <p>mode: {mode}</p>
      <p>colour: {primaryColour}</p>
      <button onClick={toggleMode}>toggle</button>
      <button onClick={() => setPrimaryColour(PRIMARY_COLOURS.fitness)}>fitness</button>
    </>
  );
}

function prefersDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
  prefersDark(false);
});

it('starts from the system preference when nothing is saved, and saves only on change', async () => {
  prefersDark(true);
  render(<FolioThemeProvider><Probe /></FolioThemeProvider>);

  expect(screen.getByText('mode: dark')).toBeInTheDocument();
  expect(root.dataset.theme).toBe('dark');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
  expect(screen.getByText('mode: light')).toBeInTheDocument();
  expect(root.dataset.theme).toBe('light');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
});

it('restores the saved theme over the system preference', () => {
  prefersDark(true);
  localStorage.setItem(THEME_STORAGE_KEY, 'light');
  render(<FolioThemeProvider><Probe /></FolioThemeProvider>);
  expect(root.dataset.theme).toBe('light');
});

it('saves the accent colour and applies it to the root as a custom property', async () => {
  render(<FolioThemeProvider><Probe /></FolioThemeProvider>);
  await userEvent.click(screen.getByRole('button', { name: 'fitness' }));

  expect(localStorage.getItem(PRIMARY_COLOUR_STORAGE_KEY)).toBe(PRIMARY_COLOURS.fitness);
  expect(root.style.getPropertyValue('--color-primary-solid')).not.toBe('');
  expect(screen.getByText(`colour: ${PRIMARY_COLOURS.fitness}`)).toBeInTheDocument();
});

it('restores a saved accent, and warns and uses #2563eb when the saved one is invalid', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem(PRIMARY_COLOUR_STORAGE_KEY, '7c3aed');
  const { unmount } = render(<FolioThemeProvider><Probe /></FolioThemeProvider>);
  expect(screen.getByText('colour: #7c3aed')).toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
  unmount();

  localStorage.setItem(PRIMARY_COLOUR_STORAGE_KEY, 'purple');
  render(<FolioThemeProvider><Probe /></FolioThemeProvider>);
  expect(screen.getByText(`colour: ${DEFAULT_PRIMARY_COLOUR}`)).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('purple'));
  warn.mockRestore();
});

it('keeps working when storage throws', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('denied');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('denied');
  });
  render(<FolioThemeProvider><Probe /></FolioThemeProvider>);
  act(() => screen.getByRole('button', { name: 'toggle' }).click());
  expect(screen.getByText('mode: dark')).toBeInTheDocument();
  getItem.mockRestore();
  setItem.mockRestore();
});
