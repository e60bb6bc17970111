import { normalizePrimaryColour } from '@folio/contracts';
import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { applyTheme } from './apply-theme';
import { GlobalStyle } from './global-style';
import { theme, type ThemeMode } from './theme';
import {
  initialPrimaryColour,
  initialThemeMode,
  PRIMARY_COLOUR_STORAGE_KEY,
  THEME_STORAGE_KEY,
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

/**
 * Owns the light/dark mode and the accent colour: restored from storage, saved on change, and
 * applied as custom properties on the root element so a switch repaints without re-rendering.
 */
export function FolioThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(initialThemeMode);
  const [primaryColour, setPrimaryColourState] = useState<string>(initialPrimaryColour);

  useLayoutEffect(() => applyTheme(mode, primaryColour), [mode, primaryColour]);

  const setMode = useCallback((next: ThemeMode) => {
    writeStorage(THEME_STORAGE_KEY, next);
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
