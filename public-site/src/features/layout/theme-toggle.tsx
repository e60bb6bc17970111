import { useThemeSettings } from '@folio/shared-ui';
import styled from 'styled-components';
import { MoonIcon, SunIcon } from '../../components/icons';

export const IconButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 150ms ease,
    color 150ms ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  /* Not working yet (the page's scripts are still on their way): dimmed, and the pointer says so. */
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: progress;
  }

  &[aria-disabled='true']:hover {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Shows the icon of the mode the page is in (set on `html[data-theme]` before the first paint), so the server need not know it. */
const Icons = styled.span`
  display: contents;

  html[data-theme='dark'] & > [data-mode='light'],
  html:not([data-theme='dark']) & > [data-mode='dark'] {
    display: none;
  }
`;

/**
 * The light/dark switch; its name says what it will do. The site's plain script makes it work
 * (site/theme-toggle.ts): until then it says it is not available yet rather than ignoring a click.
 */
export function ThemeToggle() {
  // The mode the server knows (the visitor's cookie, else light); the script corrects it to what the page shows.
  const next = useThemeSettings().mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      type="button"
      data-theme-toggle=""
      aria-disabled
      aria-label={`Switch to ${next} theme`}
      title="Available once the page has loaded"
    >
      <Icons>
        <SunIcon data-mode="dark" />
        <MoonIcon data-mode="light" />
      </Icons>
    </IconButton>
  );
}
