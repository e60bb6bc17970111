import { Button, Card, VisuallyHidden } from '@folio/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { downloadCsv, toCsv, type CsvCell } from './csv';

/** A card of the overview's grid; `$wide` spans the whole row (the chart). */
export const OverviewCard = styled(Card)<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  min-width: 0;
  padding: 1.25rem;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  @media ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;

export const CardHeading = styled.h3`
  font-size: 1.0625rem;
  font-weight: 700;
  line-height: 1.3;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

export const CardTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A card's heading (its id names the table below it) and its buttons. */
export function CardHead({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Head>
      <CardHeading id={id}>{title}</CardHeading>
      {children ? <CardTools>{children}</CardTools> : null}
    </Head>
  );
}

export interface CsvTable {
  /** What the file is of, in its name: 'top pages'. */
  name: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

/**
 * 'Download CSV' of a card's table, made in the browser. Its name says which table (several cards
 * have one); the file's name says the range.
 */
export function CsvButton({ title, table, fileName }: { title: string; table: CsvTable; fileName: string }) {
  return (
    <Button $variant="outline" $size="sm" disabled={table.rows.length === 0} onClick={() => downloadCsv(fileName, toCsv(table.header, table.rows))}>
      Download CSV<VisuallyHidden> of {title.toLowerCase()}</VisuallyHidden>
    </Button>
  );
}
