import styled from 'styled-components';

/** A rounded, shadowed frame its picture fills, cropped to the frame's aspect ratio. */
export const PictureFrame = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
