/** Business constants of the product spec (its entities, states, constants and limits). Every app and the API read them from here. */

export const TAG_TYPES = ['enterprise', 'business', 'fitness'] as const;

/** The query parameter that names a persona in the public site's addresses and feeds (`/blog?persona=fitness`). */
export const PERSONA_PARAM = 'persona';
export type TagType = (typeof TAG_TYPES)[number];

/** Persona name to its fixed numeric id, as the spec fixes it. */
export const PERSONA_IDS = { fitness: 1, enterprise: 4, business: 5 } as const satisfies Record<TagType, number>;

export const PERSONA_TITLES = {
  enterprise: 'Enterprise Tech',
  business: 'Business Automation',
  fitness: 'Fitness Coach',
} as const satisfies Record<TagType, string>;

export const TAG_TYPE_LABELS = {
  enterprise: 'Enterprise',
  business: 'Business',
  fitness: 'Fitness',
} as const satisfies Record<TagType, string>;

/** Label for a post whose tagType is null. */
export const ALL_TAG_TYPES_LABEL = 'All';

export const SKILL_CATEGORIES = ['technical', 'business', 'methodologies', 'soft-skills'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const DEFAULT_SKILL_CATEGORY: SkillCategory = 'technical';
export const SKILL_LEVEL = { min: 1, max: 100, step: 1, default: 50 } as const;
/** A skill's optional years of experience (shown when the Site settings' skills display is 'years'). */
export const SKILL_YEARS = { min: 1, max: 60 } as const;

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const DEFAULT_POST_STATUS: PostStatus = 'draft';

export const SOCIAL_PLATFORMS = ['LinkedIn', 'X', 'Instagram', 'Email', 'GitHub'] as const;

export const DEFAULT_PRIMARY_COLOUR = '#2563eb';
export const PRIMARY_COLOURS = {
  enterprise: '#2563eb',
  business: '#7c3aed',
  fitness: '#ea580c',
} as const satisfies Record<TagType, string>;

export const HERO_BUTTON_DEFAULTS = {
  primaryButtonText: 'View Experience',
  primaryButtonUrl: '#experience',
  secondaryButtonText: 'Contact Me',
  secondaryButtonUrl: '#contact',
} as const;

/** The spec's timings and limits. */
export const LIMITS = {
  queryFreshnessSeconds: 60,
  unusedCacheSeconds: 300,
  csrfTokenCacheSeconds: 300,
  heroAutoAdvanceMs: 8000,
  heroSwipeThresholdPx: 50,
  caseStudyAutoAdvanceMs: 5000,
  caseStudyDragThreshold: 10,
  caseStudySkeletons: 3,
  caseStudyDescriptionChars: 200,
  caseStudyTechnologyBadges: 4,
  mobileBreakpointPx: 768,
  mobileSkills: 3,
  mobileEducationItems: 2,
  mobileCertifications: 2,
  headerSolidAfterPx: 20,
  routeChangeIndicatorMs: 600,
  toastLimit: 1,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  toastViewportMaxWidthPx: 420,
} as const;

/** Largest value an INT column holds in both engines. */
export const MAX_INT = 2_147_483_647;
