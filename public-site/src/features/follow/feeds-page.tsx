import { NEWSLETTER_TEXTS } from '@folio/contracts';
import styled from 'styled-components';
import { headingType, PageColumn, PageHeading } from '../../components/layout-primitives';
import { SUBSCRIBE_ACTION, useGetNewsletterFormQuery } from '../newsletter';
import { absoluteUrl, HeadTags, siteAddress, useSite } from '../site';
import { FeedLinkList } from './feed-link-list';
import { EVERY_FEED_SUBJECT, feedLinks, feedSubject } from './feed-links';
import { FEEDS_TITLE, feedsHead } from './feeds-head';

const Column = styled(PageColumn)`
  gap: 1.25rem;
  width: min(46rem, 100% - 2.5rem);

  h2 {
    margin-top: 1.25rem;
    ${headingType('block')}
  }

  h3 {
    font-size: 1.125rem;
    font-weight: 700;
  }

  p,
  li,
  dd {
    line-height: 1.65;
  }

  ol {
    display: grid;
    gap: 0.5rem;
    padding-left: 1.5rem;
  }

  a:not([type]) {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const Formats = styled.dl`
  display: grid;
  gap: 0.25rem 0;

  dt {
    margin-top: 0.5rem;
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;

const FeedGroup = styled.section`
  display: grid;
  gap: 0.625rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Addresses = styled.ul`
  display: grid;
  gap: 0.25rem;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;

  code {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const groupId = (subject: string) => `feeds-${subject.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * /feeds: what a feed is, the three formats and how to follow one, then every feed of the site (every
 * post's and each persona's) as links and as addresses to copy into a reader. Plain HTML, no script.
 */
export default function FeedsPage() {
  const site = useSite();
  const base = siteAddress(site?.siteUrl);
  const { data: newsletter } = useGetNewsletterFormQuery();
  return (
    <Column>
      <HeadTags head={feedsHead(site)} />
      <PageHeading
        title={FEEDS_TITLE}
        lead="A feed is the list of the newest posts, kept up to date at one address. A feed reader checks it for you and shows each new post as it is published: no account on this site, no email, and you stop whenever you like."
      />

      <h2>RSS, Atom and JSON Feed</h2>
      <p>Every feed comes in three formats carrying the same posts. Choose the one your reader takes; when in doubt, RSS.</p>
      <Formats>
        <dt>RSS</dt>
        <dd>The oldest and most widely supported format: every feed reader and most podcast and news apps read it.</dd>
        <dt>Atom</dt>
        <dd>A more precisely defined XML format, read by every feed reader.</dd>
        <dt>JSON Feed</dt>
        <dd>The same in JSON, for newer readers and for your own scripts.</dd>
      </Formats>

      <h2>How to follow a feed</h2>
      <ol>
        <li>Open a feed reader: an app on your phone or computer, a reader website, or a browser extension.</li>
        <li>Copy the address of a feed below (or right-click its link and copy the link).</li>
        <li>Paste it where the reader says &lsquo;Add feed&rsquo; or &lsquo;Subscribe&rsquo;. Many readers also find the feeds when given the site&rsquo;s address.</li>
      </ol>

      <h2>The feeds</h2>
      <p>One for every post, and one for each persona&rsquo;s posts (with the posts written for everyone).</p>
      {EVERY_FEED_SUBJECT.map((persona) => {
        const subject = feedSubject(persona);
        const id = groupId(subject);
        return (
          <FeedGroup key={subject} aria-labelledby={id}>
            <h3 id={id}>{subject}</h3>
            <FeedLinkList persona={persona} label={`Feeds: ${subject}`} />
            <Addresses aria-label={`Addresses: ${subject}`}>
              {feedLinks(persona).map((feed) => (
                <li key={feed.format}>
                  {feed.name}: <code>{absoluteUrl(base, feed.href)}</code>
                </li>
              ))}
            </Addresses>
          </FeedGroup>
        );
      })}

      {newsletter?.available ? (
        <>
          <h2>Prefer email?</h2>
          <p>
            <a href={SUBSCRIBE_ACTION}>{NEWSLETTER_TEXTS.pageTitle}</a> to get new posts by email for the personas you choose.
          </p>
        </>
      ) : null}
    </Column>
  );
}
