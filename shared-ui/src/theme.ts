import { DEFAULT_PRIMARY_COLOUR, LIMITS, normalizePrimaryColour } from '@folio/contracts';
import { ensureContrast } from './colour';

export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

interface Neutrals {
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  border: string;
  /** Error text on background or surface. */
  danger: string;
  /** Fill of destructive buttons and notices under `onPrimary` text. */
  dangerSolid: string;
}

const NEUTRALS: Record<ThemeMode, Neutrals> = {
  light: {
    background: '#ffffff',
    surface: '#f8fafc',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    danger: '#b91c1c',
    dangerSolid: '#b91c1c',
  },
  dark: {
    background: '#0f172a',
    surface: '#1e293b',
    text: '#f1f5f9',
    textMuted: '#94a3b8',
    border: '#334155',
    danger: '#fca5a5',
    dangerSolid: '#b91c1c',
  },
};

const ON_PRIMARY = '#ffffff';

export interface Palette extends Neutrals {
  /** Accent for text, links, icons and the focus ring, on background or surface. */
  primary: string;
  /** Accent as the fill of buttons and badges whose text is `onPrimary`. */
  primarySolid: string;
  onPrimary: string;
}
export type PaletteKey = keyof Palette;

/** Resolved colours of a mode; the accent is the persona's colour, shaded only as far as contrast needs. */
export function createPalette(mode: ThemeMode, primaryColour: string = DEFAULT_PRIMARY_COLOUR): Palette {
  const neutrals = NEUTRALS[mode];
  const accent = normalizePrimaryColour(primaryColour);
  return {
    ...neutrals,
    primary: ensureContrast(accent, [neutrals.background, neutrals.surface]),
    primarySolid: ensureContrast(accent, [ON_PRIMARY]),
    onPrimary: ON_PRIMARY,
  };
}

export const CSS_VARIABLES = {
  background: '--color-background',
  surface: '--color-surface',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
  danger: '--color-danger',
  dangerSolid: '--color-danger-solid',
  primary: '--color-primary',
  primarySolid: '--color-primary-solid',
  onPrimary: '--color-on-primary',
} as const satisfies Record<PaletteKey, `--${string}`>;

const PALETTE_KEYS = Object.keys(CSS_VARIABLES) as PaletteKey[];

export function cssVariables(palette: Palette): [name: string, value: string][] {
  return PALETTE_KEYS.map((key) => [CSS_VARIABLES[key], palette[key]]);
}

export function cssVariableDeclarations(palette: Palette): string {
  return cssVariables(palette)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

/** Components read colours through the custom properties, so a theme or persona switch only repaints. */
export const theme = {
  colors: Object.fromEntries(PALETTE_KEYS.map((key) => [key, `var(${CSS_VARIABLES[key]})`])) as Record<PaletteKey, string>,
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  radii: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgb(15 23 42 / 0.08)',
    md: '0 4px 12px rgb(15 23 42 / 0.12)',
    lg: '0 12px 32px rgb(15 23 42 / 0.18)',
  },
  media: { mobile: `(max-width: ${LIMITS.mobileBreakpointPx}px)` },
} as const;

export type FolioTheme = typeof theme;
