import { PERSONA_TITLES, TAG_TYPES, type TagType } from '@folio/contracts';
import { FEED_FORMATS, feedPath, type FeedFormat } from '../site';

/** The page that says what the feeds are and lists every one of them. */
export const FEEDS_PATH = '/feeds';

/** Each format as feed readers name it, in the order the site announces them (RSS first). */
export const FEED_FORMAT_NAMES: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };

export interface FeedLink {
  format: FeedFormat;
  name: string;
  /** The feed's path on this site (`/rss.xml?persona=fitness`). */
  href: string;
  type: string;
}

/** The blog's feeds in every format: one persona's, or (null) every post's. */
export const feedLinks = (persona: TagType | null): FeedLink[] =>
  (Object.keys(FEED_FORMATS) as FeedFormat[]).map((format) => ({ format, name: FEED_FORMAT_NAMES[format], href: feedPath(format, persona), type: FEED_FORMATS[format].type }));

/** Whose posts a feed carries: a persona's title, or every post. */
export const feedSubject = (persona: TagType | null) => (persona ? PERSONA_TITLES[persona] : 'Every post');

/** Every feed the site serves: every post's first, then each persona's. */
export const EVERY_FEED_SUBJECT: readonly (TagType | null)[] = [null, ...TAG_TYPES];
