import { DEFAULT_PRIMARY_COLOUR, normalizePrimaryColour } from '@folio/contracts';
import { THEME_MODES, type ThemeMode } from './theme';

/** public-site/public/theme-init.js reads this key too, before any module loads. */
export const THEME_STORAGE_KEY = 'folio-theme';
export const PRIMARY_COLOUR_STORAGE_KEY = 'folio-primary-colour';

/** Storage can throw (disabled cookies, private modes): the site then simply forgets. */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the choice still holds for this page.
  }
}

export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** The saved theme, otherwise the system preference. */
export function initialThemeMode(): ThemeMode {
  const stored = readStorage(THEME_STORAGE_KEY);
  if ((THEME_MODES as readonly (string | null)[]).includes(stored)) return stored as ThemeMode;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** The saved accent; an invalid one logs a warning and gives the default. */
export function initialPrimaryColour(): string {
  const stored = readStorage(PRIMARY_COLOUR_STORAGE_KEY);
  return stored === null ? DEFAULT_PRIMARY_COLOUR : normalizePrimaryColour(stored);
}
