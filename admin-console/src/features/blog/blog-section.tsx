import { CardDescription, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';
import type { ResourceKey } from '../../api/resources';
import { kindsOf, listPath, type FormAddress } from '../../sections/navigation/console-routes';
import { definitionOf } from '../../sections/definitions';
import { ResourceSection } from '../../sections/resource-section';
import { ResponsiveNav } from '../../sections/navigation/responsive-nav';
import { useNavigateNow } from '../../sections/navigation/use-navigate-now';
import { PostLabelsGuide } from './post-labels';

const Root = styled.section`
  display: grid;
  gap: 1rem;
`;

/** The spec's blog subsections Blog Posts (default), Categories, Tags: the kinds of the blog group, labelled by their titles. */
const BLOG_SECTIONS: readonly { key: ResourceKey; label: string }[] = kindsOf('blog').map((key) => ({ key, label: definitionOf(key).labels.title }));

/**
 * The blog section: its three subsections, each the generic section with the form beside the list.
 * The subsection shown is the address's (/admin/blog/posts, /categories, /tags).
 */
export function BlogSection({ resource, form }: { resource: ResourceKey; form?: FormAddress }) {
  const navigate = useNavigateNow();
  return (
    <Root aria-labelledby="blog-section-title">
      <div>
        <CardTitle id="blog-section-title">Blog</CardTitle>
        <CardDescription>Posts, their categories and their tags.</CardDescription>
      </div>
      <PostLabelsGuide />
      <ResponsiveNav
        items={BLOG_SECTIONS}
        value={resource}
        onChange={(key) => navigate(listPath(key))}
        label="Blog sections"
        placeholder="Select blog section"
        render={(key) => <ResourceSection key={key} definition={definitionOf(key)} form={form} headingLevel={3} />}
      />
    </Root>
  );
}
