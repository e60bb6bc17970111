import { defaultSiteTexts, isVisibleToPublic, type BlogCategory, type BlogTag, type SiteInfo } from '@folio/contracts';
import type { FeedPost } from '../server/feeds/feed-post';

/** Test data for the feed and sitemap tests: a site, its blog's categories and tags, and posts. */
export const site: SiteInfo = {
  ownerName: 'Jordan Avery',
  siteUrl: 'https://jordan.example/',
  description: 'Enterprise technologist, automation entrepreneur and fitness coach.',
  contactEmail: 'jordan@example.com',
  texts: defaultSiteTexts(),
};

export const categories: BlogCategory[] = [
  { id: 1, name: 'Engineering', slug: 'engineering', description: null, displayOrder: 1 },
  { id: 2, name: 'Training & Recovery', slug: 'training', description: null, displayOrder: 2 },
];

export const tags: BlogTag[] = [
  { id: 1, name: 'Architecture', slug: 'architecture', displayOrder: 1 },
  { id: 2, name: 'Cloud', slug: 'cloud', displayOrder: 2 },
  { id: 3, name: 'Habits', slug: 'habits', displayOrder: 3 },
];

export const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: 1,
  title: 'Architecture Decision Records People Read',
  slug: 'architecture-decision-records',
  excerpt: 'Short records that survive reorganisations.',
  content: '## Why\n\nDecisions get **lost**.',
  featuredImagePath: null,
  featuredImageAlt: null,
  featuredImageDecorative: false,
  categoryId: 1,
  tagType: 'enterprise',
  status: 'published',
  displayOrder: 1,
  personaIds: [4],
  tagIds: [1, 2],
  publishedAt: '2026-03-04T10:00:00.000Z',
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-10T12:30:00.000Z',
  viewCount: 3,
  ...overrides,
});

/** Unordered on purpose: feeds sort newest first themselves. One draft, one post for every persona. */
export const posts: FeedPost[] = [
  post(),
  post({
    id: 2,
    title: 'Periodization for Busy Calendars',
    slug: 'periodization',
    excerpt: 'Train around meetings.',
    categoryId: 2,
    tagType: 'fitness',
    personaIds: [1],
    tagIds: [3],
    publishedAt: '2026-01-15T07:00:00.000Z',
    updatedAt: undefined,
  }),
  post({
    id: 3,
    title: 'Automation for Everyone',
    slug: 'automation-for-everyone',
    excerpt: null,
    categoryId: null,
    tagType: null,
    personaIds: [],
    tagIds: [],
    publishedAt: '2026-04-01T09:15:00.000Z',
    updatedAt: '2026-04-01T09:15:00.000Z',
  }),
  post({ id: 4, title: 'Unfinished Thoughts', slug: 'unfinished-thoughts', status: 'draft', personaIds: [], publishedAt: null }),
  // Published, but dated years ahead: scheduled, so no visitor may see it yet.
  post({ id: 5, title: 'Next Year in Review', slug: 'next-year-in-review', personaIds: [], publishedAt: '2999-01-01T09:00:00.000Z' }),
];

export const published = posts.filter((p) => isVisibleToPublic(p));

/** Everything XML and HTML could trip on, and text from outside ASCII. */
export const HOSTILE = `</title><script>alert("x")</script> & 'quotes' ]]> <!-- comment --> Café — 日本語 🚀`;
