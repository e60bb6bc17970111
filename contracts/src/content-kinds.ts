import type { BlogCategory, BlogCategoryInput, BlogPost, BlogPostInput, BlogTag, BlogTagInput } from './blog.js';
import type { AdminCollection } from './constants.js';
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
} from './portfolio.js';

/**
 * Every kind of content the owner edits, by the key the console names it with, with its stored and
 * input shapes: the simple collections (ADMIN_COLLECTIONS) and the blog's three. A new kind of
 * content is one line here beside its struct; the console's definitions are checked against it.
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
  'blog-posts': { item: BlogPost; input: BlogPostInput };
  'blog-categories': { item: BlogCategory; input: BlogCategoryInput };
  'blog-tags': { item: BlogTag; input: BlogTagInput };
}

export type ContentKind = keyof ContentTypes;

type Holds<T extends true> = T;
/** Each simple collection is a kind of content: a collection missing above fails to compile here. */
export type CollectionsAreContent = Holds<AdminCollection extends ContentKind ? true : false>;
