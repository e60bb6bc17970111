/**
 * The owner's words on the public pages (the console's Site settings, GET/PUT /api/admin/site-texts):
 * the persona chooser's subtitle line, each persona card's subtitle, three bullets and the cards' order,
 * the blog's intro line, the contact section's intro and reply-time promise, the 'available for'
 * line, each persona's availability under its hero and how the Skills section states a skill's
 * strength. The site reads them at request time with the site's information (GET /api/site, `texts`).
 */
import { array, defaulted, object, optional, refine, tuple, type Infer } from 'superstruct';
import { isDay } from './analytics.js';
import { TAG_TYPES, type TagType } from './constants.js';
import { arrayOnly, field, oneOf, optionalText, plainObject, requiredText } from './fields.js';
import type { Parsed } from './errors.js';
import { formatPublishDate } from './format.js';
import { DEFAULT_SKILLS_DISPLAY, SKILLS_DISPLAYS, type SkillsDisplay } from './skill-display.js';

/** The longest line the site shows in each place (a bullet, a subtitle, an intro). */
export const SITE_TEXT_LENGTH = { line: 160, paragraph: 400 } as const;

export const SITE_TEXT_MESSAGES = {
  chooserSubtitle: 'Subtitle line is required',
  highlight: 'Bullet is required',
  highlights: 'Give three bullets',
  chooserOrder: `Order must list each of ${TAG_TYPES.join(', ')} once`,
  availability: `Availability must give ${TAG_TYPES.join(', ')} each a 'from' date and a 'for' line (either may be blank)`,
  availableFrom: 'Available from must be a date written YYYY-MM-DD',
  skillsDisplay: `Skills display must be one of ${SKILLS_DISPLAYS.join(', ')}`,
} as const;

export const chooserCardStruct = object({
  /** Replaces the persona's own subtitle (role and employer) on its card; blank keeps the persona's. */
  subtitle: optionalText(SITE_TEXT_LENGTH.line),
  highlights: arrayOnly(
    tuple([
      requiredText(SITE_TEXT_MESSAGES.highlight, SITE_TEXT_LENGTH.line),
      requiredText(SITE_TEXT_MESSAGES.highlight, SITE_TEXT_LENGTH.line),
      requiredText(SITE_TEXT_MESSAGES.highlight, SITE_TEXT_LENGTH.line),
    ]),
    SITE_TEXT_MESSAGES.highlights,
  ),
});
export type ChooserCardTexts = Parsed<Infer<typeof chooserCardStruct>>;

/** Every persona exactly once: the list's order is the cards' order. */
export const chooserOrderValid = (order: readonly unknown[]): boolean =>
  order.length === TAG_TYPES.length && TAG_TYPES.every((type) => order.filter((item) => item === type).length === 1);

const availableFrom = optional(
  field<string | null>(
    'optionalDay',
    (value) => value === null || isDay(value) || SITE_TEXT_MESSAGES.availableFrom,
    (value) => {
      const trimmed = typeof value === 'string' ? value.trim() : value;
      return trimmed === '' || trimmed === undefined ? null : trimmed;
    },
  ),
);

/** A persona's line under its hero: from when (a day, YYYY-MM-DD) and for what; both blank shows none. */
export const availabilityStruct = plainObject(object({ from: availableFrom, for: optionalText(SITE_TEXT_LENGTH.line) }), SITE_TEXT_MESSAGES.availability);
export type Availability = { from: string | null; for: string | null };

const personaAvailability = optional(defaulted(availabilityStruct, (): Availability => ({ from: null, for: null })));

export const siteTextsStruct = object({
  /** Under the owner's name on the chooser; also the owner's job title in the home page's structured data and the all-persona CV's headline. */
  chooserSubtitle: requiredText(SITE_TEXT_MESSAGES.chooserSubtitle, SITE_TEXT_LENGTH.line),
  chooserOrder: refine(arrayOnly(array(oneOf(TAG_TYPES, SITE_TEXT_MESSAGES.chooserOrder)), SITE_TEXT_MESSAGES.chooserOrder), 'chooserOrder', (value) => chooserOrderValid(value) || SITE_TEXT_MESSAGES.chooserOrder),
  chooserCards: object({ enterprise: chooserCardStruct, business: chooserCardStruct, fitness: chooserCardStruct }),
  /** Blank hides the line (each of the four below). */
  blogIntro: optionalText(SITE_TEXT_LENGTH.paragraph),
  contactIntro: optionalText(SITE_TEXT_LENGTH.paragraph),
  contactReplyPromise: optionalText(SITE_TEXT_LENGTH.line),
  /** What the owner takes on now ('Available for …'), shown in the contact section; blank by default. */
  availableFor: optionalText(SITE_TEXT_LENGTH.line),
  /** Each persona's availability line under its hero (a text sent without it, or without a persona, has none). */
  availability: optional(
    defaulted(
      plainObject(object({ enterprise: personaAvailability, business: personaAvailability, fitness: personaAvailability }), SITE_TEXT_MESSAGES.availability),
      () => ({}),
    ),
  ),
  /** How the Skills section states a skill's strength; percent bars (the spec's) unless the owner chooses otherwise. */
  skillsDisplay: optional(defaulted(oneOf(SKILLS_DISPLAYS, SITE_TEXT_MESSAGES.skillsDisplay), DEFAULT_SKILLS_DISPLAY)),
});
export type SiteTextsInput = Infer<typeof siteTextsStruct>;
/** The texts as stored and answered: every field present (a blank optional one is null). */
export type SiteTexts = {
  chooserSubtitle: string;
  chooserOrder: TagType[];
  chooserCards: Record<TagType, { subtitle: string | null; highlights: [string, string, string] }>;
  blogIntro: string | null;
  contactIntro: string | null;
  contactReplyPromise: string | null;
  availableFor: string | null;
  availability: Record<TagType, Availability>;
  skillsDisplay: SkillsDisplay;
};

/** The texts of a fresh install: the words the site was built with. */
export function defaultSiteTexts(): SiteTexts {
  return {
    chooserSubtitle: 'Multi-disciplinary Professional',
    chooserOrder: ['enterprise', 'business', 'fitness'],
    chooserCards: {
      enterprise: { subtitle: null, highlights: ['Cloud and integration architecture', 'Platform engineering and governance', 'Technical leadership and mentoring'] },
      business: { subtitle: null, highlights: ['Process mapping and workflow design', 'Dependable, documented automations', 'Systems your team can own'] },
      fitness: { subtitle: null, highlights: ['Evidence-based strength programs', 'Technique coaching and accountability', 'Plans that fit a busy calendar'] },
    },
    blogIntro: 'New articles every week on technology, business automation and fitness.',
    contactIntro: 'Have a project, a question or an idea you would like to talk through?',
    contactReplyPromise: 'I read every message and reply as soon as I can.',
    availableFor: null,
    availability: { enterprise: { from: null, for: null }, business: { from: null, for: null }, fitness: { from: null, for: null } },
    skillsDisplay: DEFAULT_SKILLS_DISPLAY,
  };
}

/** What a persona's availability line says on `today` (YYYY-MM-DD): a 'from' day that has come is 'now'. */
export interface AvailabilityLine {
  /** The day still ahead, or null. */
  from: string | null;
  now: boolean;
  for: string | null;
}

/** The line to show for an availability, or null when both its parts are blank. */
export function availabilityLine(availability: Availability | undefined, today: string): AvailabilityLine | null {
  if (!availability || (!availability.from && !availability.for)) return null;
  const ahead = availability.from !== null && availability.from > today;
  return { from: ahead ? availability.from : null, now: availability.from !== null && !ahead, for: availability.for };
}

/** 'March 2, 2026': the day as the site writes dates. */
export const availableFromLabel = (day: string): string => formatPublishDate(`${day}T00:00:00Z`);

/** 'Available from March 2, 2026 for two new projects', 'Available now', 'Available for coaching clients'. */
export function availabilityText(line: AvailabilityLine): string {
  const when = line.from ? `from ${availableFromLabel(line.from)}` : line.now ? 'now' : null;
  return ['Available', when, line.for ? `for ${line.for}` : null].filter(Boolean).join(' ');
}

/** A card's subtitle until a persona's own has loaded, or when its row has none. */
export const CHOOSER_FALLBACK_SUBTITLES: Record<TagType, string> = {
  enterprise: 'Solutions Architect',
  business: 'Founder and Automation Consultant',
  fitness: 'Strength and Conditioning Coach',
};
