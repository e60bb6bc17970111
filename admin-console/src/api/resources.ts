import {
  ADMIN_COLLECTIONS,
  type AdminCollection,
  type BlogCategory,
  type BlogCategoryInput,
  type BlogPost,
  type BlogPostInput,
  type BlogTag,
  type BlogTagInput,
  type CaseStudy,
  type CaseStudyInput,
  type Certification,
  type CertificationInput,
  type Company,
  type CompanyInput,
  type Education,
  type EducationInput,
  type Experience,
  type ExperienceInput,
  type HeroItem,
  type HeroItemInput,
  type Persona,
  type PersonaInput,
  type Skill,
  type SkillInput,
  type SocialLink,
  type SocialLinkInput,
} from '@folio/contracts';
import { CONTENT_TAGS, type TagType } from './tags';

/** Every kind of content the console edits, with its stored and input shapes. */
export interface Resources {
  companies: { item: Company; input: CompanyInput };
  experiences: { item: Experience; input: ExperienceInput };
  skills: { item: Skill; input: SkillInput };
  education: { item: Education; input: EducationInput };
  certifications: { item: Certification; input: CertificationInput };
  personas: { item: Persona; input: PersonaInput };
  'hero-items': { item: HeroItem; input: HeroItemInput };
  'social-links': { item: SocialLink; input: SocialLinkInput };
  'case-studies': { item: CaseStudy; input: CaseStudyInput };
  'blog-posts': { item: BlogPost; input: BlogPostInput };
  'blog-categories': { item: BlogCategory; input: BlogCategoryInput };
  'blog-tags': { item: BlogTag; input: BlogTagInput };
}
export type ResourceKey = keyof Resources;
export type BlogResource = 'blog-posts' | 'blog-categories' | 'blog-tags';
export type ItemOf<K extends ResourceKey> = Resources[K]['item'];

export interface ResourcePaths {
  /** Where the list is read (relative to /api). */
  list: string;
  /** Where POST goes, and `${write}/{id}` for PUT and DELETE. */
  write: string;
  tag: TagType;
  /** The lists a change refreshes (§7). */
  invalidates: readonly TagType[];
  /** The list comes in pages (limit, offset, X-Total-Count) and its rows are not whole items. */
  paged?: boolean;
  /** Where one whole item is read, from its row; set when list rows lack fields the form edits. */
  item?: (row: { id: number } & Record<string, unknown>) => string;
}

const COLLECTION_TAGS: Record<AdminCollection, TagType> = {
  companies: 'Company',
  experiences: 'Experience',
  skills: 'Skill',
  education: 'Education',
  certifications: 'Certification',
  personas: 'Persona',
  'hero-items': 'HeroItem',
  'social-links': 'SocialLink',
  'case-studies': 'CaseStudy',
};

/** §7: companies also refresh experiences; hero item changes reset all cached content; the rest refresh their own list. */
const EXTRA_INVALIDATIONS: Partial<Record<AdminCollection, readonly TagType[]>> = {
  companies: ['Company', 'Experience'],
  'hero-items': CONTENT_TAGS,
};

/** The nine simple collections: one generic shape, GET/POST/PUT/DELETE /api/admin/{collection}. */
function collectionPaths(collection: AdminCollection): ResourcePaths {
  const tag = COLLECTION_TAGS[collection];
  return { list: `admin/${collection}`, write: `admin/${collection}`, tag, invalidates: EXTRA_INVALIDATIONS[collection] ?? [tag] };
}

/**
 * The blog's own calls (§7): categories and tags read the public blog endpoints (a signed-in admin
 * gets drafts too); posts read the console's paged list, without bodies, and a post to edit whole by
 * its slug. Writes go to /api/admin/blog/…; each change refetches its own list.
 */
const BLOG_PATHS: Record<BlogResource, ResourcePaths> = {
  'blog-posts': {
    list: 'admin/blog/posts',
    write: 'admin/blog/posts',
    tag: 'BlogPost',
    invalidates: ['BlogPost'],
    paged: true,
    item: (row) => `blog/posts/slug/${encodeURIComponent(String(row.slug))}`,
  },
  'blog-categories': { list: 'blog/categories', write: 'admin/blog/categories', tag: 'BlogCategory', invalidates: ['BlogCategory'] },
  'blog-tags': { list: 'blog/tags', write: 'admin/blog/tags', tag: 'BlogTag', invalidates: ['BlogTag'] },
};

export const RESOURCE_PATHS: Record<ResourceKey, ResourcePaths> = {
  ...(Object.fromEntries(ADMIN_COLLECTIONS.map((collection) => [collection, collectionPaths(collection)])) as Record<
    AdminCollection,
    ResourcePaths
  >),
  ...BLOG_PATHS,
};
