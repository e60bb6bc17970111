import styled from 'styled-components';

/** A table scrolls sideways inside its card on a phone, never the page; focusable so the keyboard can scroll it too. */
export const TableScroll = styled.div<{ $scrolls?: boolean }>`
  max-width: 100%;
  /* A table hidden from sight (the chart's, for screen readers) is never a scrolling region that cannot take focus. */
  overflow-x: ${({ $scrolls = true }) => ($scrolls ? 'auto' : 'visible')};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** A compact table of figures: the first column heads each row, the figures line up on the right. */
export const FiguresTable = styled.table`
  width: 100%;
  /* Narrower than this, it scrolls sideways in TableScroll rather than squeezing a persona's name into a letter a line. */
  min-width: 30rem;
  border-collapse: collapse;
  font-size: 0.875rem;

  th,
  td {
    padding: 0.4375rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    vertical-align: top;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    min-width: 7.5rem;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  th[scope='row'] {
    font-weight: 500;
  }
  td {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;

/** A part of the screen with its own heading. */
export const Part = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

export const PartHeading = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.3;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
