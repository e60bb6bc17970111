import type { ResourceKey } from '../../api/resources';
import type { SectionDefinition } from '../section-definition';
import { blogCategoriesSection } from './blog-categories';
import { blogPostsSection } from './blog-posts';
import { blogTagsSection } from './blog-tags';
import { caseStudiesSection } from './case-studies';
import { certificationsSection } from './certifications';
import { companiesSection } from './companies';
import { educationSection } from './education';
import { experiencesSection } from './experiences';
import { heroItemsSection } from './hero-items';
import { personasSection } from './personas';
import { skillsSection } from './skills';
import { socialLinksSection } from './social-links';
import { testimonialsSection } from './testimonials';

/**
 * Every definition by resource, in the spec's dashboard tab order (a group's tab stands where its first kind does):
 * the simple collections and the blog's three. A kind of content in @folio/contracts without an entry
 * here does not compile.
 */
export const DEFINITIONS: { [K in ResourceKey]: SectionDefinition<K> } = {
  companies: companiesSection,
  experiences: experiencesSection,
  skills: skillsSection,
  education: educationSection,
  certifications: certificationsSection,
  personas: personasSection,
  'case-studies': caseStudiesSection,
  testimonials: testimonialsSection,
  'hero-items': heroItemsSection,
  'social-links': socialLinksSection,
  'blog-posts': blogPostsSection,
  'blog-categories': blogCategoriesSection,
  'blog-tags': blogTagsSection,
};

/** The definitions in order. */
export const DEFINITION_LIST = Object.values(DEFINITIONS) as SectionDefinition[];

export const definitionOf = (resource: ResourceKey): SectionDefinition => DEFINITIONS[resource] as SectionDefinition;
