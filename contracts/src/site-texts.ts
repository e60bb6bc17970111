/**
 * The owner's words on the public pages (the console's Site settings, GET/PUT /api/admin/site-texts):
 * the persona chooser's subtitle line, each persona card's subtitle, three bullets and the cards' order,
 * the blog's intro line, the contact section's intro and reply-time promise, and the 'available for'
 * line. The site reads them at request time with the site's information (GET /api/site, `texts`).
 */
import { array, object, refine, tuple, type Infer } from 'superstruct';
import { TAG_TYPES, type TagType } from './constants.js';
import { oneOf, optionalText, requiredText } from './fields.js';
import type { Parsed } from './errors.js';

/** The longest line the site shows in each place (a bullet, a subtitle, an intro). */
export const SITE_TEXT_LENGTH = { line: 160, paragraph: 400 } as const;

export const SITE_TEXT_MESSAGES = {
  chooserSubtitle: 'Subtitle line is required',
  highlight: 'Bullet is required',
  chooserOrder: `Order must list each of ${TAG_TYPES.join(', ')} once`,
} as const;

export const chooserCardStruct = object({
  /** Replaces the persona's own subtitle (role and employer) on its card; blank keeps the persona's. */
  subtitle: optionalText(SITE_TEXT_LENGTH.line),
  highlights: tuple([
    requiredText(SITE_TEXT_MESSAGES.highlight, SITE_TEXT_LENGTH.line),
    requiredText(SITE_TEXT_MESSAGES.highlight, SITE_TEXT_LENGTH.line),
    requiredText(SITE_TEXT_MESSAGES.highlight, SITE_TEXT_LENGTH.line),
  ]),
});
export type ChooserCardTexts = Parsed<Infer<typeof chooserCardStruct>>;

/** Every persona exactly once: the list's order is the cards' order. */
export const chooserOrderValid = (order: readonly unknown[]): boolean =>
  order.length === TAG_TYPES.length && TAG_TYPES.every((type) => order.filter((item) => item === type).length === 1);

export const siteTextsStruct = object({
  /** Under the owner's name on the chooser; also the owner's job title in the home page's structured data and the all-persona CV's headline. */
  chooserSubtitle: requiredText(SITE_TEXT_MESSAGES.chooserSubtitle, SITE_TEXT_LENGTH.line),
  chooserOrder: refine(array(oneOf(TAG_TYPES, SITE_TEXT_MESSAGES.chooserOrder)), 'chooserOrder', (value) => chooserOrderValid(value) || SITE_TEXT_MESSAGES.chooserOrder),
  chooserCards: object({ enterprise: chooserCardStruct, business: chooserCardStruct, fitness: chooserCardStruct }),
  /** Blank hides the line (each of the four below). */
  blogIntro: optionalText(SITE_TEXT_LENGTH.paragraph),
  contactIntro: optionalText(SITE_TEXT_LENGTH.paragraph),
  contactReplyPromise: optionalText(SITE_TEXT_LENGTH.line),
  /** What the owner takes on now ('Available for …'), shown in the contact section; blank by default. */
  availableFor: optionalText(SITE_TEXT_LENGTH.line),
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
  };
}

/** A card's subtitle until a persona's own has loaded, or when its row has none. */
export const CHOOSER_FALLBACK_SUBTITLES: Record<TagType, string> = {
  enterprise: 'Solutions Architect',
  business: 'Founder and Automation Consultant',
  fitness: 'Strength and Conditioning Coach',
};
