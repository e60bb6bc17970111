import { CardDescription, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';
import type { BlogResource } from '../../api/resources';
import { selectBlogSection, showBlogSection } from '../../sections/console-slice';
import { definitionOf } from '../../sections/definitions';
import { ResourceSection } from '../../sections/resource-section';
import { StoreNav } from '../../sections/store-nav';

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

/** The blog section: its three subsections, each the generic section with the form beside the list. */
export function BlogSection() {
  return (
    <Root aria-labelledby="blog-section-title">
      <div>
        <CardTitle id="blog-section-title">Blog</CardTitle>
        <CardDescription>Posts, their categories and their tags.</CardDescription>
      </div>
      <StoreNav
        items={BLOG_SECTIONS}
        select={selectBlogSection}
        show={showBlogSection}
        label="Blog sections"
        placeholder="Select blog section"
        render={(key) => <ResourceSection definition={definitionOf(key)} headingLevel={3} />}
      />
    </Root>
  );
}
