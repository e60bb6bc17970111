/** The owner's words on the public pages (site-texts-operations.ts), from contracts/src/site-texts.ts. */
import { DEFAULT_SKILLS_DISPLAY, SITE_TEXT_LENGTH, SITE_TEXT_MESSAGES, SKILLS_DISPLAYS, TAG_TYPES } from '@folio/contracts';
import type { JsonSchema } from './contract-schema.js';
import { object, ref } from './schema-builders.js';

const line = (maxLength: number, description: string) => ({ type: ['string', 'null'], maxLength, description });
const each = (schema: JsonSchema) => Object.fromEntries(TAG_TYPES.map((type) => [type, schema]));
const OPTIONAL = ['blogIntro', 'contactIntro', 'contactReplyPromise', 'availableFor', 'availability', 'skillsDisplay'];
const BLANK_HIDES = 'Blank or null hides it.';

/** The texts as answered (every field present) and as a PUT sends them (the optional lines may be left out). */
function textsSchemas(input: boolean): Record<string, JsonSchema> {
  const suffix = input ? 'Input' : '';
  const highlight = { type: 'string', pattern: '\\S', maxLength: SITE_TEXT_LENGTH.line, description: `Answered when blank: "${SITE_TEXT_MESSAGES.highlight}"` };
  return {
    [`ChooserCardTexts${suffix}`]: object(
      {
        subtitle: line(SITE_TEXT_LENGTH.line, "Replaces the persona's own subtitle on its card; blank or null keeps the persona's."),
        highlights: { type: 'array', items: highlight, minItems: 3, maxItems: 3, description: "The card's three bullets." },
      },
      input ? ['subtitle'] : [],
    ),
    [`Availability${suffix}`]: object(
      {
        from: { type: ['string', 'null'], format: 'date', description: `The day the owner is available from (YYYY-MM-DD); once it has come the line says 'now'. Answered when invalid: "${SITE_TEXT_MESSAGES.availableFrom}"` },
        for: line(SITE_TEXT_LENGTH.line, "What the owner is available for, after 'Available … for'."),
      },
      input ? ['from', 'for'] : [],
    ),
    [`SiteTexts${suffix}`]: {
      ...object(
        {
          chooserSubtitle: {
            type: 'string',
            pattern: '\\S',
            maxLength: SITE_TEXT_LENGTH.line,
            description: `Under the owner's name on the persona chooser; also the owner's job title in the home page's structured data and the all-persona CV's headline. Answered when blank: "${SITE_TEXT_MESSAGES.chooserSubtitle}"`,
          },
          chooserOrder: {
            type: 'array',
            items: { type: 'string', enum: [...TAG_TYPES] },
            minItems: TAG_TYPES.length,
            maxItems: TAG_TYPES.length,
            uniqueItems: true,
            description: `The chooser's cards in their order. Answered when invalid: "${SITE_TEXT_MESSAGES.chooserOrder}"`,
          },
          chooserCards: { ...object(each(ref(`ChooserCardTexts${suffix}`))), description: "Each persona's card on the chooser." },
          blogIntro: line(SITE_TEXT_LENGTH.paragraph, `The line under the blog's title. ${BLANK_HIDES}`),
          contactIntro: line(SITE_TEXT_LENGTH.paragraph, `The contact section's invitation. ${BLANK_HIDES}`),
          contactReplyPromise: line(SITE_TEXT_LENGTH.line, `When the owner replies, said after the invitation. ${BLANK_HIDES}`),
          availableFor: line(SITE_TEXT_LENGTH.line, `What the owner takes on now, shown in the contact section. ${BLANK_HIDES}`),
          availability: {
            ...object(each(ref(`Availability${suffix}`)), input ? TAG_TYPES : []),
            description: `Each persona's line under its hero; both parts blank or null shows none. Answered when not an object: "${SITE_TEXT_MESSAGES.availability}"`,
          },
          skillsDisplay: {
            type: 'string',
            enum: [...SKILLS_DISPLAYS],
            ...(input ? { default: DEFAULT_SKILLS_DISPLAY } : {}),
            description: `How the Skills section states a skill's strength: percent bars (the spec's), a level in words, or years of experience (a skill without years shows its level in words). Answered when invalid: "${SITE_TEXT_MESSAGES.skillsDisplay}"`,
          },
        },
        input ? OPTIONAL : [],
      ),
      ...(input ? { description: 'Every text at once. Fields the contract does not know are ignored; a 400 names the first field with a problem (`chooserCards` for any card).' } : {}),
    },
  };
}

export const siteTextsSchemas: Record<string, JsonSchema> = { ...textsSchemas(false), ...textsSchemas(true) };
