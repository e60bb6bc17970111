import { normalizePrimaryColour } from '@folio/contracts';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { applyTheme } from './apply-theme';
import { GlobalStyle } from './global-style';
import { theme, type ThemeMode } from './theme';
import {
  initialPrimaryColour,
  initialThemeMode,
  PRIMARY_COLOUR_STORAGE_KEY,
  storedThemeMode,
  THEME_STORAGE_KEY,
  writeCookie,
  writeStorage,
} from './theme-storage';

export interface ThemeSettings {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
  toggleMode: () => void;
  primaryColour: string;
  /** Accepts a 6-digit hex with or without '#'; anything else warns and uses the default. */
  setPrimaryColour: (colour: string) => void;
}

const ThemeSettingsContext = createContext<ThemeSettings | null>(null);

export interface FolioThemeProviderProps {
  children: ReactNode;
  /**
   * The mode and accent a server-rendered page was rendered in, so that hydration sees the same tree.
   * Before the first paint the saved or system mode replaces it (theme-init.js already set the colours).
   */
  initialMode?: ThemeMode;
  initialPrimaryColour?: string;
}

/**
 * Owns the light/dark mode and the accent colour: restored from storage, saved on change (the mode
 * also in a cookie, for the server's first paint), and applied as custom properties on the root
 * element so a switch repaints without re-rendering.
 */
export function FolioThemeProvider({ children, initialMode, initialPrimaryColour: serverColour }: FolioThemeProviderProps) {
  const [mode, setModeState] = useState<ThemeMode>(initialMode ?? initialThemeMode);
  const [primaryColour, setPrimaryColourState] = useState<string>(serverColour ?? initialPrimaryColour);

  const reconciled = useRef(initialMode === undefined);
  useLayoutEffect(() => {
    if (!reconciled.current) {
      reconciled.current = true;
      const saved = storedThemeMode();
      if (saved) writeCookie(THEME_STORAGE_KEY, saved);
      const actual = initialThemeMode();
      if (actual !== mode) return setModeState(actual);
    }
    applyTheme(mode, primaryColour);
  }, [mode, primaryColour]);

  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(THEME_STORAGE_KEY, next, { mirrorInCookie: true });
    setModeState(next);
  }, []);
  const toggleMode = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);
  const setPrimaryColour = useCallback((colour: string) => {
    const normalized = normalizePrimaryColour(colour);
    writeStorage(PRIMARY_COLOUR_STORAGE_KEY, normalized);
    setPrimaryColourState(normalized);
  }, []);

  const settings = useMemo(
    () => ({ mode, setMode, toggleMode, primaryColour, setPrimaryColour }),
    [mode, setMode, toggleMode, primaryColour, setPrimaryColour],
  );

  return (
    <ThemeSettingsContext.Provider value={settings}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
}

export function useThemeSettings(): ThemeSettings {
  const settings = useContext(ThemeSettingsContext);
  if (!settings) throw new Error('useThemeSettings needs a FolioThemeProvider above it');
  return settings;
}
