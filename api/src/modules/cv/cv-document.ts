import { createHash } from 'node:crypto';
import {
  CV_CONTACT_FIELDS,
  CV_SECTION_TITLES,
  SKILL_CATEGORIES,
  categoryLabel,
  parseTagType,
  type CvCaseStudy,
  type CvCertification,
  type CvContactField,
  type CvDocument,
  type CvEducation,
  type CvExperience,
  type CvProfileSettings,
  type CvSection,
  type CvSectionKey,
  type CvSettings,
  type CvSkillGroup,
  type TagType,
} from '@folio/contracts';
import type { SiteConfig } from '../../config.js';
import type { Entity } from '../content/collection-definition.js';
import { newestFirst } from './cv-dates.js';
import { cutAtWord, highlightsOf, plainTextOf } from './cv-text.js';

/** What a CV is made of: the persona's items (every item for the all-persona CV), in the site's order. */
export type CvContent = {
  persona: TagType | null;
  /** The persona's row; null for the all-persona CV. */
  personaRow: Entity | null;
  experiences: Entity[];
  skills: Entity[];
  education: Entity[];
  certifications: Entity[];
  caseStudies: Entity[];
  /** The social links shown for this CV's persona (those assigned to it or to none; every one for the all-persona CV). */
  socialLinks: Entity[];
  /** The all-persona CV's headline: the chooser's subtitle line of the Site settings ('Multi-disciplinary Professional'). */
  siteHeadline: string;
  /** The tag type of every persona by id: a case study's own persona, for its link. */
  tagTypeOf: ReadonlyMap<number, TagType | null>;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nonBlank = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const experienceOf = (row: Entity): CvExperience => ({
  id: row.id,
  title: text(row.title),
  company: text(row.company),
  period: text(row.period),
  highlights: highlightsOf(text(row.description)),
});

/** The first `limit` skills in the site's order, grouped by category in SKILL_CATEGORIES' order. */
function skillGroupsOf(rows: Entity[], limit: number): CvSkillGroup[] {
  const shown = rows.slice(0, limit);
  return SKILL_CATEGORIES.map((category) => ({
    category,
    label: categoryLabel(category),
    skills: shown.filter((row) => row.category === category).map((row) => ({ id: row.id, name: text(row.name), level: Number(row.level) })),
  })).filter((group) => group.skills.length > 0);
}

const educationOf = (row: Entity): CvEducation => ({
  id: row.id,
  degree: text(row.degree),
  institution: text(row.institution),
  period: text(row.period),
  description: text(row.description),
});

const certificationOf = (row: Entity): CvCertification => ({ id: row.id, name: text(row.name), issuer: text(row.issuer), year: text(row.year) });

/** A case study's dialog on a persona's page: this CV's persona, else the case study's own. */
function caseStudyPath(row: Entity, content: CvContent): string {
  const persona = content.persona ?? content.tagTypeOf.get(Number(row.personaId)) ?? parseTagType(row.tagType);
  return persona ? `/?persona=${persona}&case=${row.id}` : `/?case=${row.id}`;
}

const caseStudyOf = (row: Entity, content: CvContent): CvCaseStudy => ({
  id: row.id,
  title: text(row.title),
  subtitle: nonBlank(row.subtitle),
  summary: cutAtWord(plainTextOf(text(row.description))),
  path: caseStudyPath(row, content),
  url: nonBlank(row.url),
  technologies: Array.isArray(row.technologies) ? (row.technologies as string[]) : [],
});

/** A section of the CV with at most `limit` items; null when it has none. */
function sectionOf(key: CvSectionKey, limit: number, content: CvContent): CvSection | null {
  const title = CV_SECTION_TITLES[key];
  const items = <T>(rows: Entity[], map: (row: Entity) => T) => rows.slice(0, limit).map(map);
  const section: CvSection = (() => {
    switch (key) {
      case 'experience':
        return { key, title, items: items(content.experiences, experienceOf) };
      case 'skills':
        return { key, title, groups: skillGroupsOf(content.skills, limit) };
      case 'education':
        return { key, title, items: items(content.education, educationOf) };
      case 'certifications':
        return { key, title, items: items(content.certifications, certificationOf) };
      case 'caseStudies':
        return { key, title, items: items(content.caseStudies, (row) => caseStudyOf(row, content)) };
    }
  })();
  return ('groups' in section ? section.groups.length : section.items.length) > 0 ? section : null;
}

const isEmailLink = (row: Entity) => text(row.platform).trim().toLowerCase() === 'email' || /^mailto:/i.test(text(row.url).trim());

/** The address of the first Email social link ('mailto:hello@…' → 'hello@…', its query left out), if there is one. */
function emailOfLinks(links: Entity[]): string | null {
  const link = links.find((row) => /^mailto:/i.test(text(row.url).trim()));
  if (!link) return null;
  const written = text(link.url).trim().replace(/^mailto:/i, '').split('?')[0]!;
  let address: string;
  try {
    address = decodeURIComponent(written);
  } catch {
    return null;
  }
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/**
 * The contact details the CV shows: those switched on that have a value. A blank email falls back to
 * the site's (SITE_CONTACT_EMAIL), then to the address of the Email social link; a blank website to the site's.
 */
function contactOf(settings: CvSettings, profile: CvProfileSettings, site: SiteConfig, socialLinks: Entity[]): CvDocument['contact'] {
  const values: Record<CvContactField, string | null> = {
    email: settings.contact.email ?? site.contactEmail ?? emailOfLinks(socialLinks),
    phone: settings.contact.phone ?? null,
    location: settings.contact.location ?? null,
    website: settings.contact.website ?? site.siteUrl,
  };
  const contact: CvDocument['contact'] = {};
  for (const field of CV_CONTACT_FIELDS) {
    const value = nonBlank(values[field]);
    if (profile.contact[field] && value !== null) contact[field] = value;
  }
  return contact;
}

/** The fingerprint of a document: SHA-256 of its JSON without the version, first 16 hex digits. */
export function versionOf(document: Omit<CvDocument, 'version'>): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16);
}

/**
 * The CV a profile's settings make of the content: the one assembly the public CV and the console's
 * preview share. Experience, education and certifications come newest first (by the period or year
 * each names), whatever their order on the site.
 */
export function assembleCv(unordered: CvContent, settings: CvSettings, site: SiteConfig): CvDocument {
  const content: CvContent = {
    ...unordered,
    experiences: newestFirst(unordered.experiences, (row) => text(row.period)),
    education: newestFirst(unordered.education, (row) => text(row.period)),
    certifications: newestFirst(unordered.certifications, (row) => text(row.year)),
  };
  const profile = settings.profiles[content.persona ?? 'all'];
  const persona = content.personaRow;
  const headline = persona ? nonBlank(persona.subtitle) : nonBlank(content.siteHeadline);
  const summary = nonBlank(profile.summary) ?? (persona ? nonBlank(persona.description) : nonBlank(site.description));
  const sections = profile.sections
    .filter((section) => section.show)
    .map((section) => sectionOf(section.key, section.limit, content))
    .filter((section): section is CvSection => section !== null);
  const document: Omit<CvDocument, 'version'> = {
    persona: content.persona,
    personaTitle: persona ? text(persona.title) : null,
    name: site.ownerName,
    headline,
    summary,
    contact: contactOf(settings, profile, site, content.socialLinks),
    profiles: content.socialLinks.filter((row) => !isEmailLink(row)).map((row) => ({ network: text(row.platform), url: text(row.url) })),
    pageSize: profile.pageSize,
    sections,
    siteUrl: site.siteUrl,
  };
  return { ...document, version: versionOf(document) };
}
