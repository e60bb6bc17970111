import { Button } from '@folio/shared-ui';
import styled from 'styled-components';

/** The look of a section's list: rows with a thumbnail (MediaThumbnail), title, details and actions; its loading, empty and error boxes. */
export const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }

  @media ${({ theme }) => theme.media.mobile} {
    flex-wrap: wrap;
    padding: 0.875rem;
  }
`;

export const Body = styled.div`
  display: grid;
  flex: 1;
  gap: 0.25rem;
  min-width: 0;
`;

export const TitleLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

export const Title = styled.h3`
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.35;
  overflow-wrap: anywhere;
`;

export const Subtitle = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The spec's dashboard lists: descriptions clamped to 2 lines (hero items 3). */
export const Description = styled.p<{ $lines: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
  font-size: 0.875rem;
  white-space: pre-line;
`;

export const Details = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};

  & > div {
    display: flex;
    gap: 0.25rem;
    min-width: 0;
  }
  & dt {
    font-weight: 600;
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  gap: 0.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    width: 100%;
    & > button {
      flex: 1;
    }
  }
`;

export const Message = styled.p`
  padding: 1.5rem 1rem;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const ErrorBox = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.75rem;
  padding: 1.5rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;

/**
 * A list's filter bar: the search box across the top, the filters in a row of `$columns` below it
 * (stacked on a phone).
 */
export const FilterBar = styled.div<{ $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  align-items: end;
  gap: 0.75rem;

  & > :first-child {
    grid-column: 1 / -1;
  }

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One filter of a FilterBar: its label above its control. */
export const FilterField = styled.label`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
  font-size: 0.8125rem;
  font-weight: 600;
`;

/** A form's buttons: at its end on wide screens; full width and the main one on top on a phone. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;

  @media ${({ theme }) => theme.media.mobile} {
    flex-direction: column-reverse;
    & > button {
      width: 100%;
    }
  }
`;

/**
 * Delete as a quiet action: every row has one, so it reads as plain text and shows its danger only when pointed at or
 * focused (no confirmation: Undo in the toast and the Recently deleted notices bring an item back).
 */
export const QuietDelete = styled(Button).attrs({ $variant: 'ghost', $size: 'sm' } as const)`
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover:not(:disabled),
  &:focus-visible {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
