/** The answers and bodies of the CV's routes (cv-operations.ts), from contracts/src/cv.ts. */
import {
  CV_CASE_SUMMARY_CHARS,
  CV_CONTACT_FIELDS,
  CV_MAX_ITEMS,
  CV_MESSAGES,
  CV_PAGE_SIZES,
  CV_PROFILES,
  CV_SECTIONS,
  LENGTH,
  SKILL_CATEGORIES,
  TAG_TYPES,
} from '@folio/contracts';
import type { JsonSchema } from './contract-schema.js';
import { object, ref } from './schema-builders.js';

const id = { type: 'integer', minimum: 1 };
const string = { type: 'string' };
const nullable = (schema: JsonSchema) => ({ ...schema, type: [schema.type, 'null'] });
const list = (items: JsonSchema, description?: string) => ({ type: 'array', items, ...(description ? { description } : {}) });
const each = <T extends string>(keys: readonly T[], schema: JsonSchema) => Object.fromEntries(keys.map((key) => [key, schema]));

/** The settings as the API answers them (every field present) and as a PUT sends them (blank details and summary may be left out). */
function settingsSchemas(input: boolean): Record<string, JsonSchema> {
  const suffix = input ? 'Input' : '';
  const contactDetails = {
    email: { ...nullable({ type: 'string', maxLength: LENGTH.line }), description: `Blank: the site's (SITE_CONTACT_EMAIL), else the Email social link's address. Answered when invalid: "${CV_MESSAGES.email}"` },
    phone: nullable({ type: 'string', maxLength: 40 }),
    location: nullable({ type: 'string', maxLength: 100 }),
    website: { ...nullable({ type: 'string' }), description: `Blank: the site's address (SITE_URL). Answered when invalid: "${CV_MESSAGES.website}"` },
  };
  const profile = object(
    {
      sections: {
        ...list(
          object({
            key: { type: 'string', enum: [...CV_SECTIONS] },
            show: { type: 'boolean' },
            limit: { type: 'integer', minimum: 1, maximum: CV_MAX_ITEMS, description: `The most items it shows (skills: in all its groups). Answered when invalid: "${CV_MESSAGES.limit}"` },
          }),
        ),
        minItems: CV_SECTIONS.length,
        maxItems: CV_SECTIONS.length,
        description: `Every section once, in the CV's order; \`show: false\` leaves one out. Answered when invalid: "${CV_MESSAGES.sections}"`,
      },
      summary: { ...nullable({ type: 'string', maxLength: LENGTH.text }), description: "Replaces the persona's description (the site's description for the all-persona CV); blank keeps it." },
      contact: { ...object(each(CV_CONTACT_FIELDS, { type: 'boolean' })), description: 'Which contact details this CV shows (those with a value).' },
      pageSize: { type: 'string', enum: [...CV_PAGE_SIZES], description: `The PDF's page. Answered when invalid: "${CV_MESSAGES.pageSize}"` },
    },
    input ? ['summary'] : [],
  );
  return {
    [`CvProfileSettings${suffix}`]: profile,
    [`CvSettings${suffix}`]: {
      ...object({
        contact: { ...object(contactDetails, input ? [...CV_CONTACT_FIELDS] : []), description: 'The contact details any CV may show.' },
        profiles: { ...object(each(CV_PROFILES, ref(`CvProfileSettings${suffix}`))), description: `One CV's settings for each of ${CV_PROFILES.join(', ')}.` },
      }),
      ...(input ? { description: 'Fields the contract does not know are ignored. A 400 names `contact` or `profiles` with the first problem found in it.' } : {}),
    },
  };
}

const section = (key: string, content: Record<string, JsonSchema>) => object({ key: { type: 'string', enum: [key] }, title: string, ...content });

export const cvSchemas: Record<string, JsonSchema> = {
  ...settingsSchemas(false),
  ...settingsSchemas(true),
  CvPreviewInput: object({
    profile: { type: 'string', enum: [...CV_PROFILES], description: 'The CV to preview: `all`, or a persona.' },
    settings: { ...ref('CvSettingsInput'), description: 'Settings as the console holds them, not saved.' },
  }),
  CvDocument: object({
    persona: { type: ['string', 'null'], enum: [...TAG_TYPES, null], description: 'Null for the all-persona CV.' },
    personaTitle: { ...nullable(string), description: "The persona's title; null for the all-persona CV." },
    name: { ...string, description: "The owner's name (SITE_OWNER_NAME)." },
    headline: { ...nullable(string), description: "The persona's subtitle; for the all-persona CV, the chooser's subtitle line of the site's texts." },
    summary: { ...nullable(string), description: "The CV's summary setting, else the persona's description (the site's for the all-persona CV)." },
    contact: { ...object(each(CV_CONTACT_FIELDS, string), [...CV_CONTACT_FIELDS]), description: 'Only the details switched on that have a value.' },
    profiles: list(object({ network: string, url: string }), "The social links in their order (a persona's CV: those assigned to it or to none), the email one left out."),
    pageSize: { type: 'string', enum: [...CV_PAGE_SIZES] },
    sections: list(
      {
        oneOf: [
          section('experience', { items: list(object({ id, title: string, company: string, period: string, highlights: list(string, "The description's lines, list marks and blank lines dropped.") })) }),
          section('skills', {
            groups: list(object({ category: { type: 'string', enum: [...SKILL_CATEGORIES] }, label: string, skills: list(object({ id, name: string, level: { type: 'number' } })) }), 'By category, in the site\'s order of categories.'),
          }),
          section('education', { items: list(object({ id, degree: string, institution: string, period: string, description: string })) }),
          section('certifications', { items: list(object({ id, name: string, issuer: string, year: string })) }),
          section('caseStudies', {
            items: list(
              object({
                id,
                title: string,
                subtitle: nullable(string),
                summary: { type: 'string', maxLength: CV_CASE_SUMMARY_CHARS, description: 'The description as plain text, cut at a word with …' },
                path: { type: 'string', pattern: '^/\\?', description: 'Its dialog on a persona\'s page: `/?persona=<type>&case=<id>`.' },
                url: nullable(string),
                technologies: list(string),
              }),
            ),
          }),
        ],
      },
      "The sections shown, in the owner's order, each cut to its number of items; a section with none is left out.",
    ),
    siteUrl: { ...string, description: "The site's address (SITE_URL)." },
    version: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'A fingerprint of the rest of the document: it changes whenever the CV does.' },
  }),
};
