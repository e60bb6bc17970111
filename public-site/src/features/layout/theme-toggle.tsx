import { useHydrated, useThemeSettings } from '@folio/shared-ui';
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

/** The light/dark switch; its name says what it will do. */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeSettings();
  // The choice lives in the browser's storage (and a cookie the server reads): until the page's scripts
  // run, nothing can switch it, so the button says it is not available yet rather than ignoring a click.
  const ready = useHydrated();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      type="button"
      onClick={ready ? toggleMode : undefined}
      aria-disabled={ready ? undefined : true}
      aria-label={`Switch to ${next} theme`}
      title={ready ? `Switch to ${next} theme` : 'Available once the page has loaded'}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
