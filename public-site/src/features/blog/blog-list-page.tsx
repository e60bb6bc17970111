import { personaIdOf } from '@folio/contracts';
import { Skeleton } from '@folio/shared-ui';
import styled from 'styled-components';
import { Container, StateMessage } from '../../components/layout-primitives';
import { usePersona } from '../persona';
import { blogListHead, HeadTags, useSite } from '../site';
import { useGetCategoriesQuery, useGetPublishedPostsQuery } from './blog-api';
import { PersonaFilterCards } from './persona-filter-cards';
import { PostCard } from './post-card';

const Hero = styled.div`
  padding-block: 7.5rem 3rem;
  background:
    radial-gradient(44rem 22rem at 80% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 6vw, 3.75rem);
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.03em;
`;

const Note = styled.p`
  margin-top: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

const Count = styled.p`
  display: inline-block;
  margin-top: 1.25rem;
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.primary} 35%, transparent);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  font-weight: 700;
`;

const Content = styled.div`
  display: grid;
  gap: 2.5rem;
  padding-block: 2.5rem clamp(3.5rem, 8vw, 6rem);
`;

/** §2: posts in a 2-column grid (one column on small screens). */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem;

  @media ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SkeletonCard = styled(Skeleton)`
  height: 24rem;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const articleCount = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** §2 /blog: 'Insights & Stories', persona filter cards and the published posts. */
export default function BlogListPage() {
  const persona = usePersona();
  const site = useSite();
  const posts = useGetPublishedPostsQuery(persona ? personaIdOf(persona) : undefined);
  const categories = useGetCategoriesQuery();
  const categoryName = (id: number | null) => categories.data?.find((category) => category.id === id)?.name;

  let content;
  if (posts.isError && !posts.data) {
    content = <StateMessage role="alert">Couldn&apos;t load blog posts. Please try again later.</StateMessage>;
  } else if (!posts.data) {
    content = (
      <Grid aria-busy="true" aria-label="Loading posts">
        {[0, 1, 2, 3].map((key) => (
          <SkeletonCard key={key} data-testid="post-skeleton" />
        ))}
      </Grid>
    );
  } else if (posts.data.length === 0) {
    content = <StateMessage>No blog posts available yet. Check back soon!</StateMessage>;
  } else {
    content = (
      <Grid>
        {posts.data.map((post) => (
          <PostCard key={post.id} post={post} category={categoryName(post.categoryId)} />
        ))}
      </Grid>
    );
  }

  return (
    <>
      <HeadTags head={blogListHead(site, persona)} />
      <Hero>
        <Container>
          <Title>Insights &amp; Stories</Title>
          <Note>New articles every week on technology, business automation and fitness.</Note>
          {posts.data ? <Count>{articleCount(posts.data.length)}</Count> : null}
        </Container>
      </Hero>
      <Container>
        <Content>
          <PersonaFilterCards active={persona} />
          {content}
        </Content>
      </Container>
    </>
  );
}
