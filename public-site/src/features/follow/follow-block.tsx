import { PERSONA_TITLES, type TagType } from '@folio/contracts';
import styled from 'styled-components';
import { closingBlock, PageLead } from '../../components/layout-primitives';
import { SubscribeSection } from '../newsletter';
import { usePersona } from '../persona';
import { FeedLinkList } from './feed-link-list';
import { FEEDS_PATH, feedSubject } from './feed-links';

const HEADING_ID = 'follow-heading';

const Root = styled.section`
  display: grid;
  gap: 1rem;
  scroll-margin-top: 5.5rem;
  ${closingBlock}
`;

const Explained = styled.p`
  font-size: 0.9375rem;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

export interface FollowBlockProps {
  /** The personas the subscribe form preselects (the newsletter's `preselected`): the page's. */
  subscribePersonas: readonly TagType[];
}

/**
 * 'Follow', on /blog and at the end of a post: the persona's feeds (every post's when no persona is
 * chosen) in the three formats, the way to /feeds, and the newsletter's subscribe form when mail is
 * configured. Plain HTML: links and the form's POST.
 */
export function FollowBlock({ subscribePersonas }: FollowBlockProps) {
  const persona = usePersona();
  return (
    <Root id="follow" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Follow</h2>
      <PageLead $size="block">{persona ? `New ${PERSONA_TITLES[persona]} posts in your feed reader:` : 'Every new post in your feed reader:'}</PageLead>
      <FeedLinkList persona={persona} label={`Feeds: ${feedSubject(persona)}`} />
      <Explained>
        <a href={FEEDS_PATH}>What feeds are and how to use them</a>
      </Explained>
      <SubscribeSection personas={subscribePersonas} layout="column" />
    </Root>
  );
}
