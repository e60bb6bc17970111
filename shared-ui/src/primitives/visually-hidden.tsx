import styled, { css } from 'styled-components';

/** The rules that hide a thing from sight and keep it for screen readers (for a rule set inside another style). */
export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Read by screen readers, not shown. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
