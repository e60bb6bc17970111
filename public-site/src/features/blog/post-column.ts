import styled from 'styled-components';
import { sizesOf } from '../../components/image-sizes';
import { Container, CONTAINER_REM } from '../../components/layout-primitives';

const WIDEST_REM = 48;

/** A post's reading column: narrower than the page's, with the same margins at every width. */
export const PostColumn = styled(Container)`
  width: min(${WIDEST_REM}rem, 100% - ${CONTAINER_REM.margins}rem);
`;

/** An image as wide as the post's column: the featured image, and a body image (one wider than the column shrinks to it). */
export const POST_COLUMN_IMAGE_SIZES = sizesOf(
  [[`(max-width: ${WIDEST_REM + CONTAINER_REM.margins}rem)`, `calc(100vw - ${CONTAINER_REM.margins}rem)`]],
  `${WIDEST_REM}rem`,
);
