import { cssVariables, createPalette, type ThemeMode } from './theme';

type ThemeRoot = Pick<HTMLElement, 'style' | 'dataset'>;

/** Sets the mode's colours and the persona accent as custom properties on the root element. */
export function applyTheme(mode: ThemeMode, primaryColour?: string, root: ThemeRoot = document.documentElement): void {
  for (const [name, value] of cssVariables(createPalette(mode, primaryColour))) root.style.setProperty(name, value);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}
