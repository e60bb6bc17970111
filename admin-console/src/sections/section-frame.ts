import { busyBar, Card, CardTitle } from '@folio/shared-ui';
import styled, { css } from 'styled-components';

/** The look of a dashboard section: its card, its header (heading, description, main action) and its list area. */
export const framed = css`
  padding: 1.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;

export const CardFrame = styled(Card)`
  ${framed}
  display: grid;
  gap: 1.25rem;
  overflow: visible;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
`;

export const HeaderText = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

/** The section's heading, focusable from code (focus goes back to it when what had it is gone). */
export const Heading = styled(CardTitle)`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** The list with its filters and pager; a bar runs along its top while the next page loads. */
export const ListArea = styled.div`
  display: grid;
  gap: 1rem;
  min-width: 0;
  ${busyBar}
`;
