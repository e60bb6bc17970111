import styled from 'styled-components';

/** A group of fields framed with a bold legend (a form's part: the CV's contact details, a persona's contact subjects). */
export const FramedGroup = styled.fieldset`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  min-width: 0;
  margin: 0;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 0.375rem;
    font-weight: 700;
  }
`;
