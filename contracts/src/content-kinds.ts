import type { BlogCategory, BlogCategoryInput, BlogPost, BlogPostInput, BlogTag, BlogTagInput } from './blog.js';
import type {
  CaseStudy,
  CaseStudyInput,
  Certification,
  CertificationInput,
  Company,
  CompanyInput,
  Education,
  EducationInput,
  Experience,
  ExperienceInput,
  HeroItem,
  HeroItemInput,
  Persona,
  PersonaInput,
  Skill,
  SkillInput,
  SocialLink,
  SocialLinkInput,
  Testimonial,
  TestimonialInput,
} from './portfolio.js';

/**
 * Every kind of content the owner edits, by the key the console names it with, with its stored and
 * input shapes: the simple collections and the blog's three. A new kind of content is one line here
 * (and its routes below) beside its struct; the simple collections, the API's definitions and the
 * console's are typed by it.
 */
export interface ContentTypes {
  companies: { item: Company; input: CompanyInput };
  experiences: { item: Experience; input: ExperienceInput };
  skills: { item: Skill; input: SkillInput };
  education: { item: Education; input: EducationInput };
  certifications: { item: Certification; input: CertificationInput };
  personas: { item: Persona; input: PersonaInput };
  'hero-items': { item: HeroItem; input: HeroItemInput };
  'social-links': { item: SocialLink; input: SocialLinkInput };
  'case-studies': { item: CaseStudy; input: CaseStudyInput };
  testimonials: { item: Testimonial; input: TestimonialInput };
  'blog-posts': { item: BlogPost; input: BlogPostInput };
  'blog-categories': { item: BlogCategory; input: BlogCategoryInput };
  'blog-tags': { item: BlogTag; input: BlogTagInput };
}

export type ContentKind = keyof ContentTypes;

/** The blog's kinds: its posts, categories and tags, at the blog's own paths. */
export const BLOG_KINDS = ['blog-posts', 'blog-categories', 'blog-tags'] as const;
/** The simple collections: every other kind, at admin/<kind>, served whole by the API's generic machinery. */
export type AdminCollection = Exclude<ContentKind, (typeof BLOG_KINDS)[number]>;

/**
 * Where a kind of content lives on the API (paths relative to /api), as the console and the API's
 * tests read it: `list` is read for the console's list, POST goes to `write` and PUT and DELETE to
 * `${write}/{id}`. A `paged` list comes in pages of rows without bodies, and an item is read whole at
 * `${write}/{id}`. A change to the kind also changes what the lists in `alsoRefreshes` show ('all':
 * every list; the hero items' fixes reach every persona's texts).
 */
export interface ContentRoutes {
  list: string;
  write: string;
  paged?: boolean;
  alsoRefreshes?: readonly ContentKind[] | 'all';
}

const collectionRoutes = (collection: AdminCollection, more: Partial<ContentRoutes> = {}): ContentRoutes => ({
  list: `admin/${collection}`,
  write: `admin/${collection}`,
  ...more,
});

/** Every kind's routes, in the console's tab order (a group's kinds where its tab stands). */
export const CONTENT_ROUTES: { readonly [K in ContentKind]: ContentRoutes } = {
  companies: collectionRoutes('companies', { alsoRefreshes: ['experiences'] }),
  experiences: collectionRoutes('experiences'),
  skills: collectionRoutes('skills'),
  education: collectionRoutes('education'),
  certifications: collectionRoutes('certifications'),
  personas: collectionRoutes('personas'),
  // A deleted case study leaves its testimonials without one (a foreign key's SET NULL): their list changes too.
  'case-studies': collectionRoutes('case-studies', { alsoRefreshes: ['testimonials'] }),
  testimonials: collectionRoutes('testimonials'),
  'hero-items': collectionRoutes('hero-items', { alsoRefreshes: 'all' }),
  'social-links': collectionRoutes('social-links'),
  'blog-posts': { list: 'admin/blog/posts', write: 'admin/blog/posts', paged: true },
  'blog-categories': { list: 'blog/categories', write: 'admin/blog/categories' },
  'blog-tags': { list: 'blog/tags', write: 'admin/blog/tags' },
};

/** Every kind of content, in CONTENT_ROUTES' order. */
export const CONTENT_KINDS = Object.keys(CONTENT_ROUTES) as ContentKind[];

const isBlogKind = (kind: ContentKind): boolean => (BLOG_KINDS as readonly ContentKind[]).includes(kind);
/** The simple collections, in CONTENT_ROUTES' order. */
export const ADMIN_COLLECTIONS = CONTENT_KINDS.filter((kind): kind is AdminCollection => !isBlogKind(kind));
