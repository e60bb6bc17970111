import { CardDescription, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';
import type { BlogResource, ResourceKey } from '../../api/resources';
import { listPath, type FormAddress } from '../../sections/console-routes';
import { definitionOf } from '../../sections/definitions';
import { ResourceSection } from '../../sections/resource-section';
import { ResponsiveNav } from '../../sections/responsive-nav';
import { useNavigateNow } from '../../sections/use-navigate-now';

const Root = styled.section`
  display: grid;
  gap: 1rem;
`;

/** §2: Blog Posts (default), Categories, Tags. */
const BLOG_SECTIONS: readonly { key: BlogResource; label: string }[] = [
  { key: 'blog-posts', label: 'Blog Posts' },
  { key: 'blog-categories', label: 'Categories' },
  { key: 'blog-tags', label: 'Tags' },
];

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
      <ResponsiveNav
        items={BLOG_SECTIONS}
        value={resource as BlogResource}
        onChange={(key) => navigate(listPath(key))}
        label="Blog sections"
        placeholder="Select blog section"
        render={(key) => <ResourceSection key={key} definition={definitionOf(key)} form={form} headingLevel={3} />}
      />
    </Root>
  );
}
