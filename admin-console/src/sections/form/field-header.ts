import styled from 'styled-components';

/** A field's label line with its tools at the other end (the markdown and rich-text editors' Preview, Source, Insert image). */
export const FieldHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;
