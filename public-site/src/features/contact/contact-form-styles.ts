import { Button } from '@folio/shared-ui';
import styled from 'styled-components';

export { FormRoot, NoticeBox, Summary } from '../../components/form-styles';

/** The contact form's own layout: its rows and send button (the rest: components/form-styles.ts). */
export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: 1.25rem;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-start;
`;

export const SendButton = styled(Button)`
  min-width: 11rem;
`;

/** A muted line that may hold the owner's email address (under the form, in the panel that says a message arrived): the address stands out and wraps anywhere. */
export const MutedLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration-color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
`;
