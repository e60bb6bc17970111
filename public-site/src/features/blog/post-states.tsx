import { Skeleton } from '@folio/shared-ui';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { ArrowLeftIcon } from '../../components/icons';
import { PageTitle } from '../../components/layout-primitives';

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: 1rem;
  padding-block: 4rem;
  text-align: center;

  p {
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function BackToBlog() {
  return (
    <ButtonAnchor href="/blog" $variant="ghost">
      <ArrowLeftIcon size={18} />
      Back to Blog
    </ButtonAnchor>
  );
}

/** 'Post Not Found', 'Post Unavailable' and a failed load: a title, a sentence and the way back. */
export function PostMessage({ title, text }: { title: string; text: string }) {
  return (
    <Centre>
      <PageTitle>{title}</PageTitle>
      <p>{text}</p>
      <BackToBlog />
    </Centre>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

const Line = styled(Skeleton)<{ $width: string; $height?: string }>`
  width: ${({ $width }) => $width};
  height: ${({ $height = '1rem' }) => $height};
`;

/** Placeholders in the shape of a post while it loads. */
export function PostSkeleton() {
  return (
    <Stack aria-busy="true" aria-label="Loading post" data-testid="post-skeleton">
      <Line $width="8rem" $height="1.5rem" />
      <Line $width="90%" $height="2.75rem" />
      <Line $width="12rem" />
      <Line $width="100%" $height="16rem" />
      <Line $width="100%" />
      <Line $width="95%" />
      <Line $width="80%" />
    </Stack>
  );
}
