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
`;

/** The light/dark switch; its name says what it will do. */
export function ThemeToggle() {
  const { mode, toggleMode } = useThemeSettings();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton type="button" onClick={toggleMode} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
