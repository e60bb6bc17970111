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
