import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

/** Tabs with roving focus: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: 1 1 auto;
  min-height: 2.25rem;
  padding: 0.375rem 0.875rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: 1rem;
`;
