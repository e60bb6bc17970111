/**
 * The CV: one per persona and one for all of them, made from the portfolio itself. The owner's
 * settings (GET/PUT /api/admin/cv/settings) choose per CV the sections, their order, how many items
 * each shows, a summary, the contact details shown and the page size; GET /api/cv?persona=<type>
 * answers the assembled document, which the site shows at /cv, draws as /cv.pdf and writes as
 * JSON Resume at /cv.json.
 */
import { array, boolean, object, refine, type Infer } from 'superstruct';
import { PERSONA_TITLES, TAG_TYPES, type TagType } from './constants.js';
import { LENGTH, arrayOnly, field, oneOf, optionalText, optionalUrl } from './fields.js';

/** The CVs the owner sets up: the all-persona one and one per persona. */
export const CV_PROFILES = ['all', ...TAG_TYPES] as const;
export type CvProfile = (typeof CV_PROFILES)[number];
export const CV_PROFILE_LABELS: Record<CvProfile, string> = { all: 'All personas', ...PERSONA_TITLES };
export const cvProfileOf = (persona: TagType | null): CvProfile => persona ?? 'all';

export const CV_SECTIONS = ['experience', 'skills', 'education', 'certifications', 'caseStudies'] as const;
export type CvSectionKey = (typeof CV_SECTIONS)[number];
/** The headings the page, the PDF and the console show. */
export const CV_SECTION_TITLES: Record<CvSectionKey, string> = {
  experience: 'Experience',
  skills: 'Skills',
  education: 'Education',
  certifications: 'Certifications',
  caseStudies: 'Selected case studies',
};

export const CV_CONTACT_FIELDS = ['email', 'phone', 'location', 'website'] as const;
export type CvContactField = (typeof CV_CONTACT_FIELDS)[number];
export const CV_CONTACT_LABELS: Record<CvContactField, string> = { email: 'Email', phone: 'Phone', location: 'Location', website: 'Website' };

export const CV_PAGE_SIZES = ['A4', 'LETTER'] as const;
export type CvPageSize = (typeof CV_PAGE_SIZES)[number];
export const CV_PAGE_SIZE_LABELS: Record<CvPageSize, string> = { A4: 'A4', LETTER: 'US Letter' };

/** The most items a section may show. */
export const CV_MAX_ITEMS = 50;

export const CV_MESSAGES = {
  sections: `Sections must list each of ${CV_SECTIONS.join(', ')} once`,
  limit: `Items must be a whole number from 1 to ${CV_MAX_ITEMS}`,
  pageSize: `Page size must be one of ${CV_PAGE_SIZES.join(', ')}`,
  email: 'Must be a valid email address',
  website: 'Must be a valid URL',
  profiles: `Settings must hold a CV for each of ${CV_PROFILES.join(', ')}`,
} as const;

const itemLimit = field<number>(
  'limit',
  (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= CV_MAX_ITEMS) || CV_MESSAGES.limit,
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
);

export const cvSectionSettingStruct = object({
  key: oneOf(CV_SECTIONS, CV_MESSAGES.sections),
  show: boolean(),
  limit: itemLimit,
});
export type CvSectionSetting = Infer<typeof cvSectionSettingStruct>;

/** Every section exactly once: the list's order is the CV's order, `show` hides one. */
export const cvSectionsValid = (sections: readonly { key: unknown }[]): boolean =>
  sections.length === CV_SECTIONS.length && CV_SECTIONS.every((key) => sections.filter((item) => item.key === key).length === 1);

export const cvProfileSettingsStruct = object({
  sections: refine(arrayOnly(array(cvSectionSettingStruct), CV_MESSAGES.sections), 'sections', (value) => cvSectionsValid(value) || CV_MESSAGES.sections),
  /** Replaces the persona's about text (the site's description for the all-persona CV); blank keeps it. */
  summary: optionalText(LENGTH.text),
  /** Which of the contact details (cvContactStruct) this CV shows. */
  contact: object({ email: boolean(), phone: boolean(), location: boolean(), website: boolean() }),
  pageSize: oneOf(CV_PAGE_SIZES, CV_MESSAGES.pageSize),
});
export type CvProfileSettings = Infer<typeof cvProfileSettingsStruct>;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const optionalEmail = () =>
  field<string | null>(
    'email',
    (value) => value === null || value === undefined || (typeof value === 'string' && value.length <= LENGTH.line && EMAIL.test(value)) || CV_MESSAGES.email,
    (value) => (typeof value === 'string' ? value.trim() || null : value === undefined ? null : value),
  );

/**
 * The contact details a CV may show. Blank email and website fall back to the site's own
 * (SITE_CONTACT_EMAIL, SITE_URL); phone and location exist only here.
 */
export const cvContactStruct = object({
  email: optionalEmail(),
  phone: optionalText(40),
  location: optionalText(100),
  website: optionalUrl(CV_MESSAGES.website),
});
export type CvContact = Infer<typeof cvContactStruct>;

export const cvSettingsStruct = object({
  contact: cvContactStruct,
  profiles: object({ all: cvProfileSettingsStruct, enterprise: cvProfileSettingsStruct, business: cvProfileSettingsStruct, fitness: cvProfileSettingsStruct }),
});
export type CvSettings = Infer<typeof cvSettingsStruct>;


const DEFAULT_LIMITS: Record<CvSectionKey, number> = { experience: 6, skills: 18, education: 4, certifications: 6, caseStudies: 3 };

/** A CV before the owner changes anything: every section in the site's order, A4, email and website shown. */
export function defaultCvProfileSettings(): CvProfileSettings {
  return {
    sections: CV_SECTIONS.map((key) => ({ key, show: true, limit: DEFAULT_LIMITS[key] })),
    summary: null,
    contact: { email: true, phone: false, location: true, website: true },
    pageSize: 'A4',
  };
}

export function defaultCvSettings(): CvSettings {
  const profiles = Object.fromEntries(CV_PROFILES.map((profile) => [profile, defaultCvProfileSettings()])) as CvSettings['profiles'];
  return { contact: { email: null, phone: null, location: null, website: null }, profiles };
}

/** POST /api/admin/cv/preview: the document one CV's unsaved settings would make. */
export const cvPreviewStruct = object({
  profile: oneOf(CV_PROFILES, `Profile must be one of ${CV_PROFILES.join(', ')}`),
  settings: cvSettingsStruct,
});
export type CvPreviewInput = Infer<typeof cvPreviewStruct>;

// ---------------------------------------------------------------------------------------------
// The assembled document (GET /api/cv?persona=<type>): what the page, the PDF and JSON Resume show.

export interface CvExperience {
  id: number;
  title: string;
  company: string;
  period: string;
  /** The description's lines (a bullet list's items), blank lines and list marks dropped. */
  highlights: string[];
}
export interface CvSkillGroup {
  category: string;
  label: string;
  skills: { id: number; name: string; level: number }[];
}
export interface CvEducation {
  id: number;
  degree: string;
  institution: string;
  period: string;
  description: string;
}
export interface CvCertification {
  id: number;
  name: string;
  issuer: string;
  year: string;
}
export interface CvCaseStudy {
  id: number;
  title: string;
  subtitle: string | null;
  /** The description as plain text, at most CV_CASE_SUMMARY_CHARS characters. */
  summary: string;
  /** Its dialog on the persona's page: /?persona=<type>&case=<id>, relative to the site. */
  path: string;
  /** The project's own address, when it has one. */
  url: string | null;
  technologies: string[];
}
export const CV_CASE_SUMMARY_CHARS = 300;

export type CvSection =
  | { key: 'experience'; title: string; items: CvExperience[] }
  | { key: 'skills'; title: string; groups: CvSkillGroup[] }
  | { key: 'education'; title: string; items: CvEducation[] }
  | { key: 'certifications'; title: string; items: CvCertification[] }
  | { key: 'caseStudies'; title: string; items: CvCaseStudy[] };

export interface CvDocument {
  /** The persona this CV is for; null for the all-persona CV. */
  persona: TagType | null;
  /** The persona's title ('Enterprise Tech'); null for the all-persona CV. */
  personaTitle: string | null;
  name: string;
  /** The persona's subtitle, or the site's description for the all-persona CV. */
  headline: string | null;
  summary: string | null;
  /** Only the details the owner chose to show, and that have a value. */
  contact: Partial<Record<CvContactField, string>>;
  /** The social links (not the email one, which is a contact detail). */
  profiles: { network: string; url: string }[];
  pageSize: CvPageSize;
  /** The sections shown, in the owner's order, each with at least one item. */
  sections: CvSection[];
  /** The site's public address (canonical links). */
  siteUrl: string;
  /** A fingerprint of everything above: the PDF is drawn once per version. */
  version: string;
}

/** `Jordan-Avery-CV-Enterprise-Tech.pdf`: letters and digits of any script kept, the rest joined by '-'. */
export function cvFileName(document: Pick<CvDocument, 'name' | 'personaTitle'>, extension: 'pdf' | 'json'): string {
  const words = (text: string) => text.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const parts = [...words(document.name), 'CV', ...(document.personaTitle ? words(document.personaTitle) : [])];
  return `${parts.join('-').slice(0, 120)}.${extension}`;
}

/** The site path of a CV in one of its forms: /cv, /cv.pdf?persona=fitness… */
export function cvPath(persona: TagType | null, form: 'page' | 'pdf' | 'json' = 'page'): string {
  const path = form === 'page' ? '/cv' : `/cv.${form}`;
  return persona ? `${path}?persona=${persona}` : path;
}
