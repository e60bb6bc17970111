import { taxonomyPath, type BlogPostNames } from '@folio/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';
import { InlineList } from '../../components/layout-primitives';
import { BadgeLink } from './post-meta';

const TagsTitle = styled(CardTitle)`
  font-size: 1.0625rem;
`;

/**
 * The post's tags in the order the site has always shown them: by tag id, as the post's tag links
 * came (the post's answer lists them in the tags' display order).
 */
export const tagsInShownOrder = (tags: BlogPostNames['tags']) => [...tags].sort((a, b) => a.id - b.id);

/** The spec's blog post screen: a Tags card when the post has tags, each a link to the tag's page. */
export function PostTagsCard({ tags }: { tags: BlogPostNames['tags'] }) {
  if (tags.length === 0) return null;

  return (
    <Card as="aside" aria-labelledby="post-tags-heading">
      <CardHeader>
        <TagsTitle id="post-tags-heading">Tags</TagsTitle>
      </CardHeader>
      <CardContent>
        <InlineList>
          {tagsInShownOrder(tags).map((tag) => (
            <li key={tag.id}>
              <BadgeLink as="a" href={taxonomyPath('tag', tag.slug)} $variant="soft">
                {tag.name}
              </BadgeLink>
            </li>
          ))}
        </InlineList>
      </CardContent>
    </Card>
  );
}
