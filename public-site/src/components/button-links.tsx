import { buttonStyles, type ButtonStyleProps } from '@folio/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TargetLink } from './target-link';

/** In-app links that look like buttons. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Plain anchors (external pages, mailto) that look like buttons. */
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Hero-style targets ('#anchor', '/path' or a URL) that look like buttons. */
export const ButtonTarget = styled(TargetLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
