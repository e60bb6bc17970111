import { Badge, Card, CardContent, CardHeader, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';
import { useGetPostTagsQuery, useGetTagsQuery } from './blog-api';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding: 0;
  list-style: none;
`;

const TagsTitle = styled(CardTitle)`
  font-size: 1.0625rem;
`;

/** §2: a Tags card when the post has tags (names resolved through the tag list). */
export function PostTagsCard({ postId }: { postId: number }) {
  const { data: links } = useGetPostTagsQuery(postId);
  const { data: tags } = useGetTagsQuery();
  const names = (links ?? [])
    .map((link) => tags?.find((tag) => tag.id === link.tagId)?.name)
    .filter((name): name is string => Boolean(name));
  if (names.length === 0) return null;

  return (
    <Card as="aside" aria-labelledby="post-tags-heading">
      <CardHeader>
        <TagsTitle id="post-tags-heading">Tags</TagsTitle>
      </CardHeader>
      <CardContent>
        <List>
          {names.map((name) => (
            <li key={name}>
              <Badge $variant="soft">{name}</Badge>
            </li>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
