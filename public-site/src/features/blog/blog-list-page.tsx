import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { Container, StateMessage } from '../../components/layout-primitives';
import { preselected, SubscribeSection } from '../newsletter';
import { usePersona } from '../persona';
import { blogListHead, HeadTags, siteTextsOf, useSite } from '../site';
import { useGetPostPageQuery } from './blog-api';
import { blogListHref, isMissingPage, listPageArgs } from './blog-list-params';
import { BlogSearchForm } from './blog-search-form';
import { PersonaFilterCards } from './persona-filter-cards';
import { PostGridSkeleton, PostList } from './post-list';
import { SearchResultsHeading } from './search-results';

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

const Listing = styled.div`
  display: grid;
  gap: 1.75rem;
`;

export const articleCount = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** `?page=` past the last page, or no page number at all: a 404 with the way to the first page. */
function NoSuchPage({ firstHref, searching }: { firstHref: string; searching: boolean }) {
  return (
    <StateMessage>
      <p>There is no such page of {searching ? 'these results' : 'the blog'}.</p>
      <ButtonAnchor href={firstHref} $variant="outline">
        Go to the first page
      </ButtonAnchor>
    </StateMessage>
  );
}

/**
 * The spec's /blog screen: 'Insights & Stories', persona filter cards, a search box and the published posts, a page
 * at a time (?page=, ?q= and ?persona= in the address, so each page and search is a link of its own).
 * Plain HTML from the rendering server: links and a GET form, no script.
 */
export default function BlogListPage() {
  const persona = usePersona();
  const site = useSite();
  const { blogIntro } = siteTextsOf(site);
  const [params] = useSearchParams();
  // The rendering server asks for the same page before rendering (app/route-data.ts).
  const { args, page } = listPageArgs(persona, params);
  const { q } = args;
  const posts = useGetPostPageQuery(args);
  const data = posts.currentData;

  const missing = isMissingPage(page, data?.total);
  const hrefOf = (target: number) => blogListHref({ persona, q, page: target });

  let content;
  if (posts.isError && !data) {
    content = <StateMessage role="alert">Couldn&apos;t load blog posts. Please try again later.</StateMessage>;
  } else if (!data) {
    content = <PostGridSkeleton />;
  } else if (missing) {
    content = <NoSuchPage firstHref={hrefOf(1)} searching={q !== ''} />;
  } else if (data.posts.length === 0) {
    content = q ? (
      <StateMessage>No articles match &quot;{q}&quot;. Try other words, or clear the search to see every article.</StateMessage>
    ) : (
      <StateMessage>No blog posts available yet. Check back soon!</StateMessage>
    );
  } else {
    content = <PostList page={args.page} answer={data} hrefOf={hrefOf} />;
  }

  return (
    <>
      <HeadTags head={blogListHead(site, persona, { page: args.page, q, missing })} />
      <Hero>
        <Container>
          <Title>Insights &amp; Stories</Title>
          {blogIntro ? <Note>{blogIntro}</Note> : null}
          {data ? <Count>{articleCount(data.total)}</Count> : null}
        </Container>
      </Hero>
      <Container>
        <Content>
          <PersonaFilterCards active={persona} />
          <Listing>
            <BlogSearchForm q={q} persona={persona} />
            {q && data && !missing ? <SearchResultsHeading q={q} total={data.total} clearHref={blogListHref({ persona })} /> : null}
            {content}
          </Listing>
          <SubscribeSection personas={preselected([persona])} layout="column" />
        </Content>
      </Container>
    </>
  );
}
