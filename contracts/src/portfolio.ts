/** Contracts of the spec's portfolio entities, with the spec's validation messages. */
import { object, optional, type Infer } from 'superstruct';
import { HERO_BUTTON_DEFAULTS, SKILL_CATEGORIES, SKILL_LEVEL, SKILL_YEARS, TAG_TYPES, type TagType } from './constants.js';
import {
  IMAGE_PATH_RULE,
  LENGTH,
  bounded,
  field,
  booleanWithDefault,
  displayOrder,
  imagePath,
  integerAtLeast,
  linkTarget,
  oneOf,
  optionalId,
  optionalImagePath,
  optionalOneOf,
  optionalText,
  optionalUrl,
  optionalWholeNumber,
  personaIds,
  requiredText,
  url,
  withDefault,
} from './fields.js';
import type { Stored } from './errors.js';
import { optionalSlugField } from './slug.js';

const DISPLAY_ORDER = 'Display order must be a positive number';
const TAG_TYPE_CHOICE = `Tag type must be one of ${TAG_TYPES.join(', ')}`;
const VALID_URL = 'Must be a valid URL';

const LOGO_PATH = imagePath(IMAGE_PATH_RULE, 'Logo path is required');

export const companyStruct = object({
  name: requiredText('Company name is required'),
  logoPath: LOGO_PATH,
  displayOrder: displayOrder(DISPLAY_ORDER),
});

export const experienceStruct = object({
  title: requiredText('Job title is required'),
  company: requiredText('Company name is required'),
  logoPath: LOGO_PATH,
  period: requiredText('Time period is required'),
  description: requiredText('Description is required', LENGTH.text),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
});

const LEVEL_MESSAGE = `Level must be between ${SKILL_LEVEL.min} and ${SKILL_LEVEL.max}`;
const skillLevel = bounded(
  field<number>(
    'level',
    (value) => (typeof value === 'number' && value >= SKILL_LEVEL.min && value <= SKILL_LEVEL.max) || LEVEL_MESSAGE,
    (value) => {
      const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof numeric === 'number' && Number.isFinite(numeric) ? Math.round(numeric) : numeric;
    },
  ),
  { minimum: SKILL_LEVEL.min, maximum: SKILL_LEVEL.max },
);

export const SKILL_YEARS_MESSAGE = `Years must be a whole number from ${SKILL_YEARS.min} to ${SKILL_YEARS.max}`;

export const skillStruct = object({
  name: requiredText('Skill name is required'),
  level: skillLevel,
  /** Years of experience; blank is none (the years display then shows the level in words). */
  years: optionalWholeNumber(SKILL_YEARS.min, SKILL_YEARS.max, SKILL_YEARS_MESSAGE),
  category: oneOf(SKILL_CATEGORIES, 'Category is required'),
  description: requiredText('Description is required', LENGTH.text),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
});

export const educationStruct = object({
  degree: requiredText('Degree/certification is required'),
  institution: requiredText('Institution name is required'),
  period: requiredText('Time period is required'),
  description: requiredText('Description is required', LENGTH.text),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
});

export const certificationStruct = object({
  name: requiredText('Certification name is required'),
  issuer: requiredText('Issuer name is required'),
  logoPath: LOGO_PATH,
  year: requiredText('Year is required', 20),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
});

export const personaStruct = object({
  title: requiredText('Persona title is required'),
  subtitle: requiredText('Subtitle is required'),
  description: requiredText('Description is required', LENGTH.text),
  imagePath: imagePath(IMAGE_PATH_RULE, 'Image path is required'),
  buttonText: optionalText(),
  buttonUrl: optionalUrl(VALID_URL),
  tagType: optionalOneOf(TAG_TYPES, TAG_TYPE_CHOICE),
  displayOrder: displayOrder(DISPLAY_ORDER),
});

export const heroItemStruct = object({
  personaId: integerAtLeast(1, 'Persona is required'),
  title: requiredText('Title is required'),
  subtitle: requiredText('Subtitle is required'),
  description: requiredText('Description is required', LENGTH.text),
  imagePath: imagePath(IMAGE_PATH_RULE),
  primaryButtonText: withDefault(requiredText('Primary button text is required'), HERO_BUTTON_DEFAULTS.primaryButtonText),
  primaryButtonUrl: withDefault(linkTarget('Primary button URL is required'), HERO_BUTTON_DEFAULTS.primaryButtonUrl),
  secondaryButtonText: withDefault(requiredText('Secondary button text is required'), HERO_BUTTON_DEFAULTS.secondaryButtonText),
  secondaryButtonUrl: withDefault(linkTarget('Secondary button URL is required'), HERO_BUTTON_DEFAULTS.secondaryButtonUrl),
  tagType: oneOf(TAG_TYPES, 'Tag type is required', true),
  isActive: booleanWithDefault(true, 'Active must be true or false'),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
});

export const socialLinkStruct = object({
  platform: requiredText('Platform name is required', 50),
  url: url(VALID_URL),
  icon: imagePath(IMAGE_PATH_RULE, 'Icon path is required'),
  displayOrder: displayOrder(DISPLAY_ORDER),
  /** The personas whose pages, footers and CVs show the link; none: every persona's. */
  personaIds: personaIds(),
});

const TECHNOLOGIES = { items: 50, length: 60 } as const;
const TECHNOLOGIES_MESSAGE = `Technologies must be a list of names of at most ${TECHNOLOGIES.length} characters`;
/** Technologies arrive as a list of strings (or, from a form, comma-separated text); stored trimmed, blanks dropped. */
const technologies = bounded(
  optional(
    field<string[]>(
      'technologies',
      (value) =>
        (Array.isArray(value) &&
          value.length <= TECHNOLOGIES.items &&
          value.every((item) => typeof item === 'string' && item.length <= TECHNOLOGIES.length)) ||
        TECHNOLOGIES_MESSAGE,
    (value) => {
      if (value === undefined || value === null) return [];
      const items = typeof value === 'string' ? value.split(',') : value;
      if (!Array.isArray(items)) return items;
      return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
    },
  ),
  ),
  { maxItems: TECHNOLOGIES.items, itemMaxLength: TECHNOLOGIES.length },
);

/** The owner's role on a case study's project ("Lead architect, team of 6"): one short line. */
export const CASE_STUDY_ROLE_MAX = 120;
/** When a case study's project ran ("Jan–Jun 2025 · 6 months"): one short line. */
export const CASE_STUDY_TIMELINE_MAX = 80;

export const caseStudyStruct = object({
  title: requiredText('Title is required'),
  /** Its page's address, /work/{slug}; left blank, the API makes it from the title (unique among case studies). */
  slug: optionalSlugField(),
  subtitle: optionalText(),
  /** Shown on the case study's page under its title; blank is none. */
  role: optionalText(CASE_STUDY_ROLE_MAX),
  timeline: optionalText(CASE_STUDY_TIMELINE_MAX),
  description: requiredText('Description is required', LENGTH.html, false),
  challenge: requiredText('Challenge description is required', LENGTH.html, false),
  solution: requiredText('Solution description is required', LENGTH.html, false),
  results: requiredText('Results description is required', LENGTH.html, false),
  imagePath: optionalImagePath(IMAGE_PATH_RULE),
  tagType: optionalText(100),
  technologies,
  url: optionalUrl(VALID_URL),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaId: integerAtLeast(1, 'Persona is required'),
  personaIds: personaIds(),
});

export type CompanyInput = Infer<typeof companyStruct>;
export type ExperienceInput = Infer<typeof experienceStruct>;
export type SkillInput = Infer<typeof skillStruct>;
export type EducationInput = Infer<typeof educationStruct>;
export type CertificationInput = Infer<typeof certificationStruct>;
export type PersonaInput = Infer<typeof personaStruct>;
export type HeroItemInput = Infer<typeof heroItemStruct>;
export type SocialLinkInput = Infer<typeof socialLinkStruct>;
export type CaseStudyInput = Infer<typeof caseStudyStruct>;

export type Company = Stored<CompanyInput>;
/** `tagType` is the tag type of the experience's only assigned persona (null when it has none or several); `tagTypes` lists them all. */
export type Experience = Stored<ExperienceInput> & { tagType: TagType | null; tagTypes: TagType[] };
export type Skill = Stored<SkillInput>;
export type Education = Stored<EducationInput>;
export type Certification = Stored<CertificationInput>;
export type Persona = Stored<PersonaInput>;
export type HeroItem = Stored<HeroItemInput>;
export type SocialLink = Stored<SocialLinkInput>;
/** Stored, a case study always has its slug (made from its title when left blank). */
export type CaseStudy = Omit<Stored<CaseStudyInput>, 'slug'> & { slug: string };

/** A case study's page on the site, the slug encoded: the one place its address is written. */
export const caseStudyPath = (slug: string): string => `/work/${encodeURIComponent(slug)}`;

/** The longest quote a testimonial holds: a few sentences, as a visitor reads them in one go. */
export const TESTIMONIAL_QUOTE_MAX = 600;

/** What a client or colleague said, shown on the personas' pages and on the case study it belongs to. */
export const testimonialStruct = object({
  quote: requiredText('Quote is required', TESTIMONIAL_QUOTE_MAX),
  author: requiredText('Author is required'),
  role: optionalText(),
  company: optionalText(),
  photoPath: optionalImagePath(IMAGE_PATH_RULE),
  url: optionalUrl(VALID_URL),
  /** The case study it speaks of, or none; deleting that case study leaves it with none. */
  caseStudyId: optionalId('Case study must be a case study id or empty'),
  displayOrder: displayOrder(DISPLAY_ORDER),
  personaIds: personaIds(),
});
export type TestimonialInput = Infer<typeof testimonialStruct>;
export type Testimonial = Stored<TestimonialInput>;

/**
 * Whether an experience shows for `persona`: experiences are filtered by tag type (an experience
 * shared by several personas lists them all in `tagTypes`); one assigned to none shows for every
 * persona. The site's experience section and the CV both follow it.
 */
export function experienceShownFor(experience: { tagType?: string | null; tagTypes?: readonly string[] | null }, persona: TagType): boolean {
  const tagTypes = experience.tagTypes ?? (experience.tagType ? [experience.tagType] : []);
  return experience.tagType === persona || tagTypes.includes(persona) || tagTypes.length === 0;
}
