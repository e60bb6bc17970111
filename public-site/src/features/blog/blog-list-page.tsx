import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/button-links';
import { Container, PageHeading, StateMessage } from '../../components/layout-primitives';
import { FollowBlock } from '../follow';
import { preselected } from '../newsletter';
import { usePersona } from '../persona';
import { blogListHead, HeadTags, siteTextsOf, taxonomyHead, taxonomyTitle, useSite } from '../site';
import { useGetPostPageQuery, useGetTaxonomyQuery, type TaxonomyTerm } from './blog-api';
import { blogCountArgs, blogListHref, isMissingPage, isTaxonomySlug, listPageArgs, type BlogListScope } from './blog-list-params';
import { BlogSearchForm } from './blog-search-form';
import { PersonaFilterCards } from './persona-filter-cards';
import { PostGridSkeleton, PostList } from './post-list';
import { BackToBlog } from './post-states';
import { SearchResultsHeading } from './search-results';

const Hero = styled.div`
  padding-block: 7.5rem 3rem;
  background:
    radial-gradient(44rem 22rem at 80% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.primary} 14%, transparent), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
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

/** The tag (category) of a list's scope, from the blog's list of them: undefined until known, null for a slug none has. */
export const termOf = (terms: readonly TaxonomyTerm[] | undefined, scope: BlogListScope): TaxonomyTerm | null | undefined =>
  scope && terms ? (terms.find((term) => term.slug === scope.slug) ?? null) : undefined;

/** A tag's or a category's page when no tag (category) has its slug: a 404 with the way to the blog. */
function NoSuchTerm({ scope }: { scope: NonNullable<BlogListScope> }) {
  return (
    <StateMessage>
      <p>There is no such {scope.taxonomy} on the blog.</p>
      <ButtonAnchor href="/blog" $variant="outline">
        See every article
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
  return <BlogListView scope={null} />;
}

/**
 * A list of posts: the blog's (`scope` null), or a tag's or a category's page (`/blog/tag/{slug}`,
 * `/blog/category/{slug}`): the same persona filter, pages and Follow block; a tag's page names the
 * tag and has no search box. The rendering server asks for the same queries before rendering (app/page-loaders.ts).
 */
export function BlogListView({ scope }: { scope: BlogListScope }) {
  const persona = usePersona();
  const site = useSite();
  const { blogIntro } = siteTextsOf(site);
  const [params] = useSearchParams();
  const { args, page } = listPageArgs(persona, params, scope);
  const { q } = args;
  // A slug no tag can have is never asked for (the API would refuse it): the page says there is no such tag.
  const posts = useGetPostPageQuery(scope && !isTaxonomySlug(scope.slug) ? skipToken : args);
  const data = posts.currentData;
  // The hero counts the blog's articles, not a search's results (the same query when there is no search).
  const blogTotal = useGetPostPageQuery(scope && !isTaxonomySlug(scope.slug) ? skipToken : blogCountArgs(args)).currentData?.total;
  const term = termOf(useGetTaxonomyQuery(scope ? scope.taxonomy : skipToken).currentData, scope);

  const missing = isMissingPage(page, data?.total);
  const hrefOf = (target: number) => blogListHref({ persona, q, page: target, scope });

  let content;
  if (scope && term === null) {
    content = <NoSuchTerm scope={scope} />;
  } else if (posts.isError && !data) {
    content = <StateMessage role="alert">Couldn&apos;t load blog posts. Please try again later.</StateMessage>;
  } else if (!data) {
    content = <PostGridSkeleton />;
  } else if (missing) {
    content = <NoSuchPage firstHref={hrefOf(1)} searching={q !== ''} />;
  } else if (data.posts.length === 0) {
    content = q ? (
      <StateMessage>No articles match &quot;{q}&quot;. Try other words, or clear the search to see every article.</StateMessage>
    ) : scope ? (
      <StateMessage>
        <p>{term ? `No articles ${scope.taxonomy === 'tag' ? 'tagged' : 'in'} “${term.name}” yet.` : 'No articles here yet.'}</p>
        <ButtonAnchor href={blogListHref({ persona })} $variant="outline">
          See every article
        </ButtonAnchor>
      </StateMessage>
    ) : (
      <StateMessage>No blog posts available yet. Check back soon!</StateMessage>
    );
  } else {
    content = <PostList page={args.page} answer={data} hrefOf={hrefOf} />;
  }

  const head = scope
    ? taxonomyHead(site, persona, { taxonomy: scope.taxonomy, slug: scope.slug, term: term ?? null, page: args.page, missing })
    : blogListHead(site, persona, { page: args.page, q, missing });
  return (
    <>
      <HeadTags head={head} />
      <Hero>
        <Container>
          {scope ? (
            <PageHeading
              size="banner"
              eyebrow={scope.taxonomy === 'tag' ? 'Tag' : 'Category'}
              title={term ? taxonomyTitle(scope.taxonomy, term.name) : `No such ${scope.taxonomy}`}
              lead={term?.description}
            />
          ) : (
            <PageHeading size="banner" title="Insights & Stories" lead={blogIntro} />
          )}
          {blogTotal !== undefined && term !== null ? <Count>{articleCount(blogTotal)}</Count> : null}
        </Container>
      </Hero>
      <Container>
        <Content>
          {scope ? (
            <div>
              <BackToBlog />
            </div>
          ) : null}
          <PersonaFilterCards active={persona} scope={scope} />
          <Listing>
            {scope ? null : <BlogSearchForm q={q} persona={persona} />}
            {q && data && !missing ? <SearchResultsHeading q={q} total={data.total} clearHref={blogListHref({ persona })} /> : null}
            {content}
          </Listing>
          <FollowBlock subscribePersonas={preselected([persona])} />
        </Content>
      </Container>
    </>
  );
}
