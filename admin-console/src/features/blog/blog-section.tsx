import { CardDescription, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';
import type { BlogResource } from '../../api/resources';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { selectBlogSection, showBlogSection } from '../../sections/console-slice';
import { definitionOf } from '../../sections/definitions';
import { ResourceSection } from '../../sections/resource-section';
import { ResponsiveNav } from '../../sections/responsive-nav';

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
  const dispatch = useAppDispatch();
  const blogSection = useAppSelector(selectBlogSection);
  return (
    <Root aria-labelledby="blog-section-title">
      <div>
        <CardTitle id="blog-section-title">Blog</CardTitle>
        <CardDescription>Posts, their categories and their tags.</CardDescription>
      </div>
      <ResponsiveNav
        items={BLOG_SECTIONS}
        value={blogSection}
        onChange={(key) => dispatch(showBlogSection(key))}
        label="Blog sections"
        placeholder="Select blog section"
        render={(key) => <ResourceSection definition={definitionOf(key)} headingLevel={3} />}
      />
    </Root>
  );
}
