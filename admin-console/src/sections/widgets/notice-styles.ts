import styled from 'styled-components';

/**
 * A notice above a form or list that offers a choice (restore a draft, undo a delete): text and its
 * buttons on one line when they fit. `$tone` 'muted' for what is past (a delete), else the accent.
 */
export const Notice = styled.div<{ $tone?: 'accent' | 'muted' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const NoticeButtons = styled.div`
  display: flex;
  gap: 0.5rem;
`;
