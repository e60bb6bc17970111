import type { ContentKind } from '@folio/contracts';
import { personas } from './personas.js';
import { companies } from './companies.js';
import { experiences } from './experiences.js';
import { skills } from './skills.js';
import { education } from './education.js';
import { certifications } from './certifications.js';
import { heroItems } from './hero-items.js';
import { caseStudies } from './case-studies.js';
import { socialLinks } from './social-links.js';
import { testimonials } from './testimonials.js';
import { categories, tags, posts } from './blog.js';

/** Seed content for a fresh Folio database: the data only, the seed runner inserts it. */
export { personas, companies, experiences, skills, education, certifications, heroItems, caseStudies, socialLinks, testimonials, categories, tags, posts };
export type { SeedBlogPost } from './blog.js';

/** One sample item: what a create would send, and columns kept as given (a persona's fixed id, a post's views). */
export type SampleItem = { values: unknown; kept?: Record<string, unknown> };

/** The id a slug of an earlier kind was stored under. */
export type IdOf = (kind: ContentKind, slug: string) => number | undefined;

const asSent = (items: readonly unknown[]): SampleItem[] => items.map((values) => ({ values }));

/** The id of a sample named by its slug; one that is not there is a broken seed, said at once. */
function sampleId(idOf: IdOf, kind: ContentKind, slug: string): number {
  const id = idOf(kind, slug);
  if (id === undefined) throw new Error(`Seed: no ${kind} sample with the slug '${slug}'`);
  return id;
}

/**
 * The sample portfolio by kind of content, in the order it is inserted: the personas first (the others
 * link to them), a post after the categories and tags it names by slug. A kind without a line here
 * starts empty on a fresh install.
 */
export const SAMPLE_CONTENT: { readonly [K in ContentKind]?: (idOf: IdOf) => SampleItem[] } = {
  personas: () => personas.map(({ id, ...persona }) => ({ values: persona, kept: { id } })),
  companies: () => asSent(companies),
  experiences: () => asSent(experiences),
  skills: () => asSent(skills),
  education: () => asSent(education),
  certifications: () => asSent(certifications),
  'hero-items': () => asSent(heroItems),
  'case-studies': () => asSent(caseStudies),
  'social-links': () => asSent(socialLinks),
  testimonials: (idOf) =>
    testimonials.map(({ caseStudySlug, ...testimonial }) => ({
      values: { ...testimonial, caseStudyId: caseStudySlug ? sampleId(idOf, 'case-studies', caseStudySlug) : null },
    })),
  'blog-categories': () => asSent(categories),
  'blog-tags': () => asSent(tags),
  'blog-posts': (idOf) =>
    posts.map(({ categorySlug, tagSlugs, viewCount, ...post }) => ({
      values: { ...post, categoryId: categorySlug ? idOf('blog-categories', categorySlug) : null, tagIds: tagSlugs.map((slug) => idOf('blog-tags', slug)) },
      kept: { view_count: viewCount },
    })),
};
