import { PERSONA_TITLES, parseTagType } from '@folio/contracts';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { accentOf } from '../persona';
import type { PostListItem } from './blog-api';

/**
 * Where a card's picture would be: the same 16:9 box, so a post without an image keeps its card the
 * height of its neighbours, drawn in type in its persona's colour. Decorative: the title and badges
 * below say it all.
 */
const Cover = styled.div`
  position: relative;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  aspect-ratio: 16 / 9;
  padding: 1.25rem 1.5rem;
  overflow: hidden;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(120% 90% at 100% 0%, color-mix(in srgb, var(--cover-accent) 30%, transparent), transparent 65%),
    linear-gradient(160deg, color-mix(in srgb, var(--cover-accent) 14%, ${({ theme }) => theme.colors.surface}), ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.text};
`;

const Subject = styled.span`
  max-width: 70%;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  overflow-wrap: anywhere;
`;

const Initial = styled.span`
  color: color-mix(in srgb, var(--cover-accent) 75%, ${({ theme }) => theme.colors.text});
  font-size: clamp(4.5rem, 12vw, 7rem);
  font-weight: 800;
  line-height: 0.8;
  letter-spacing: -0.04em;
`;

/** What the cover names: the post's persona, or that it is for everyone (its category is the badge below). */
export const coverSubject = (post: Pick<PostListItem, 'tagType'>) => {
  const persona = parseTagType(post.tagType);
  return persona ? PERSONA_TITLES[persona] : 'For everyone';
};

export function PostCardCover({ post }: { post: PostListItem }) {
  const initial = Array.from(post.title.trim())[0]?.toUpperCase() ?? '';
  return (
    <Cover aria-hidden="true" data-cover="" style={{ '--cover-accent': accentOf(parseTagType(post.tagType)) } as CSSProperties}>
      <Subject>{coverSubject(post)}</Subject>
      <Initial>{initial}</Initial>
    </Cover>
  );
}
