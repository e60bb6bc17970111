import type { TagType } from '@folio/contracts';
import styled from 'styled-components';
import { FeedIcon } from '../../components/icons';
import { InlineList } from '../../components/layout-primitives';
import { pillStyles } from '../../components/pill';
import { feedLinks } from './feed-links';

const FeedAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  padding: 0.375rem 1rem;
  ${pillStyles('[aria-current="page"]')}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** One persona's feeds (null: every post's) as links, RSS, Atom and JSON Feed, each with its type so a browser or a reader knows it. */
export function FeedLinkList({ persona, label }: { persona: TagType | null; label: string }) {
  return (
    <InlineList aria-label={label}>
      {feedLinks(persona).map((feed) => (
        <li key={feed.format}>
          <FeedAnchor href={feed.href} type={feed.type}>
            <FeedIcon size={16} />
            {feed.name}
          </FeedAnchor>
        </li>
      ))}
    </InlineList>
  );
}
