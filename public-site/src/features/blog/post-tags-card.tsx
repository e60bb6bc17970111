import { Badge, Card, CardContent, CardHeader, CardTitle } from '@folio/shared-ui';
import styled from 'styled-components';

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

/** §2: a Tags card when the post has tags. */
export function PostTagsCard({ names }: { names: readonly string[] }) {
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
