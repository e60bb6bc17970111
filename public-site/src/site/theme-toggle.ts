import { THEME_STORAGE_KEY, writeStorage, type ThemeMode } from '@folio/shared-ui';

/** Marks the header's light/dark buttons (features/layout/theme-toggle.tsx). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';

const modeNow = (): ThemeMode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** The button's name says what it will do: switch to the mode the page is not in. */
function label(button: HTMLElement): void {
  const next = modeNow() === 'dark' ? 'light' : 'dark';
  button.setAttribute('aria-label', `Switch to ${next} theme`);
  button.title = `Switch to ${next} theme`;
}

/**
 * The light/dark switch, a few lines of plain script: the page is painted in both modes' colours by
 * CSS on `html[data-theme]` (shared-ui's global style; theme-init.js sets it before the first paint),
 * so a switch changes one attribute and saves the choice (storage, and the cookie the server reads).
 */
export function enhanceThemeToggles(root: ParentNode = document): void {
  const buttons = [...root.querySelectorAll<HTMLElement>(`[${THEME_TOGGLE_ATTRIBUTE}]`)];
  for (const button of buttons) {
    button.removeAttribute('aria-disabled');
    label(button);
    button.addEventListener('click', () => {
      const next: ThemeMode = modeNow() === 'dark' ? 'light' : 'dark';
      const html = document.documentElement;
      html.dataset.theme = next;
      html.style.colorScheme = next;
      writeStorage(THEME_STORAGE_KEY, next, { mirrorInCookie: true });
      for (const each of buttons) label(each);
    });
  }
}
