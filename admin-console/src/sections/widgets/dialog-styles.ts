import styled from 'styled-components';

/** A refusal shown inside a confirmation dialog, where a toast would sit behind the modal. */
export const DialogProblem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** A confirmation dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;
