import styled from 'styled-components';
import { CARD_COLUMNS, CARD_GAP_REM, MEDIUM_QUERY } from './case-study-columns';

/** Cards side by side as the carousel lays them out: 3 on large screens, 2 at medium, 1 on small screens. */
export const CardRow = styled.div`
  display: grid;
  grid-template-columns: repeat(${CARD_COLUMNS.large}, minmax(0, 1fr));
  gap: ${CARD_GAP_REM}rem;

  @media ${MEDIUM_QUERY} {
    grid-template-columns: repeat(${CARD_COLUMNS.medium}, minmax(0, 1fr));
  }

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
