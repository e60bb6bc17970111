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

export function writeStorage(key: string, value: string | null, options: { mirrorInCookie?: boolean } = {}): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the choice still holds for this page.
  }
  if (options.mirrorInCookie) writeCookie(key, value);
}

/**
 * A choice the public site's rendering server must know for the first paint (theme, persona) is
 * mirrored in a cookie of the same name: a year, the whole site, never sent cross-site.
 */
export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The saved theme, or null when the visitor never chose one. */
export function storedThemeMode(): ThemeMode | null {
  const stored = readStorage(THEME_STORAGE_KEY);
  return (THEME_MODES as readonly (string | null)[]).includes(stored) ? (stored as ThemeMode) : null;
}

export function systemPrefersDark(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

/** The saved theme, otherwise the system preference. */
export function initialThemeMode(): ThemeMode {
  return storedThemeMode() ?? (systemPrefersDark() ? 'dark' : 'light');
}

/** The saved accent; an invalid one logs a warning and gives the default. */
export function initialPrimaryColour(): string {
  const stored = readStorage(PRIMARY_COLOUR_STORAGE_KEY);
  return stored === null ? DEFAULT_PRIMARY_COLOUR : normalizePrimaryColour(stored);
}
