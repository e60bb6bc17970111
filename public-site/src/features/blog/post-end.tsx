import { formatPublishDate, PERSONA_TITLES, postPath, type TagType } from '@folio/contracts';
import styled from 'styled-components';
import { closingBlock, PageEyebrow, PageLead } from '../../components/layout-primitives';
import { ButtonAnchor } from '../../components/button-links';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons';
import { personaHref, usePersona } from '../persona';
import { siteTextsOf, useSite } from '../site';
import { readNextArgs, useGetPostReadNextQuery, type PostListItem } from './blog-api';

/** The id of the persona page's contact section, where the call to action leads. */
const CONTACT_SECTION = 'contact';

const End = styled.div`
  display: grid;
  gap: 2.5rem;
  ${closingBlock}
`;

const Neighbours = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Neighbour = styled.li<{ $next?: boolean }>`
  grid-column: ${({ $next }) => ($next ? 2 : 1)};
  text-align: ${({ $next }) => ($next ? 'end' : 'start')};

  @media ${({ theme }) => theme.media.mobile} {
    grid-column: 1;
  }
`;

const cardLink = `
  display: grid;
  gap: 0.375rem;
  height: 100%;
  padding: 1rem 1.25rem;
  text-decoration: none;
`;

const NeighbourLink = styled.a`
  ${cardLink}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Direction = styled.span<{ $next?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $next }) => ($next ? 'end' : 'start')};
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
`;

const PostTitle = styled.span`
  font-weight: 700;
  line-height: 1.35;
`;

const Related = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin-top: 1rem;
  padding: 0;
  list-style: none;
`;

const RelatedLink = styled(NeighbourLink)`
  text-align: start;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Excerpt = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
  line-height: 1.5;
`;

const Invitation = styled.section`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: clamp(1.25rem, 5vw, 2rem);
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
  border-radius: ${({ theme }) => theme.radii.lg};
  /* The plain surface: the accent is made legible against it (a tint of the accent would not be, in the dark theme). */
  background: ${({ theme }) => theme.colors.surface};
`;

/** Where a persona's call to action leads: the contact form of its page, the persona kept. */
export const contactHref = (persona: TagType) => personaHref(persona, '/', `#${CONTACT_SECTION}`);

function PreviousAndNext({ previous, next }: { previous: PostListItem | null; next: PostListItem | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next posts">
      <Neighbours>
        {previous ? (
          <Neighbour>
            <NeighbourLink href={postPath(previous.slug)} rel="prev">
              <Direction>
                <ArrowLeftIcon size={16} />
                Previous post
              </Direction>
              <PostTitle>{previous.title}</PostTitle>
            </NeighbourLink>
          </Neighbour>
        ) : null}
        {next ? (
          <Neighbour $next>
            <NeighbourLink href={postPath(next.slug)} rel="next">
              <Direction $next>
                Next post
                <ArrowRightIcon size={16} />
              </Direction>
              <PostTitle>{next.title}</PostTitle>
            </NeighbourLink>
          </Neighbour>
        ) : null}
      </Neighbours>
    </nav>
  );
}

function RelatedPosts({ posts }: { posts: PostListItem[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading">
      <h2 id="related-posts-heading">Related posts</h2>
      <Related>
        {posts.map((post) => (
          <li key={post.id}>
            <RelatedLink href={postPath(post.slug)}>
              <PostTitle>{post.title}</PostTitle>
              <Muted>{formatPublishDate(post.publishedAt)}</Muted>
              {post.excerpt ? <Excerpt>{post.excerpt}</Excerpt> : null}
            </RelatedLink>
          </li>
        ))}
      </Related>
    </section>
  );
}

/** The persona's call to action: the owner's invitation and the way to the contact form of the persona's page. */
export function WorkWithMe({ persona }: { persona: TagType }) {
  const { contactIntro } = siteTextsOf(useSite());
  return (
    <Invitation aria-labelledby="work-with-me-heading">
      <PageEyebrow $size="block">{PERSONA_TITLES[persona]}</PageEyebrow>
      <h2 id="work-with-me-heading">Work with me</h2>
      {contactIntro ? <PageLead $size="block">{contactIntro}</PageLead> : null}
      <ButtonAnchor href={contactHref(persona)} $variant="primary">
        Contact Me
      </ButtonAnchor>
    </Invitation>
  );
}

/**
 * The end of a post: the persona's posts published just before and after it, up to three related
 * posts, and the persona's call to action (the persona the API chose: the visitor's when the post is
 * one of its posts, else the post's own; none for a post for everyone read without a persona). Plain
 * links. Nothing when the API could not say (the post stands without its end); the Follow block comes after it.
 */
export function PostEnd({ slug }: { slug: string }) {
  const persona = usePersona();
  const { currentData: end } = useGetPostReadNextQuery(readNextArgs(slug, persona));
  if (!end) return null;
  return (
    <End data-post-end>
      <PreviousAndNext previous={end.previous} next={end.next} />
      <RelatedPosts posts={end.related} />
      {end.persona ? <WorkWithMe persona={end.persona} /> : null}
    </End>
  );
}
