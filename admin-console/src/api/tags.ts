/** Cache tags of the console's lists, and which lists a change refreshes (§7). */
export const TAG_TYPES = [
  'Company',
  'Experience',
  'Skill',
  'Education',
  'Certification',
  'Persona',
  'CaseStudy',
  'HeroItem',
  'SocialLink',
  'BlogPost',
  'BlogCategory',
  'BlogTag',
  'Media',
  'CsrfToken',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** Every tag that caches content, i.e. all but the CSRF token. */
export const CONTENT_TAGS = TAG_TYPES.filter((tag) => tag !== 'CsrfToken');
