import { cvPath, type CvDocument } from '@folio/contracts';
import { siteLink } from './cv-links';
import { parsePeriod, parsePeriodPoint } from './cv-dates';

/** The JSON Resume schema version the answer follows (@jsonresume/schema 1.x). */
export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

type Json = Record<string, unknown>;
type Dated = { startDate?: string; endDate?: string };

/** The parts of JSON Resume this CV fills (every object of the schema also takes other properties). */
export interface JsonResume {
  $schema: string;
  basics: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address: string };
    profiles?: { network?: string; url?: string; username?: string }[];
  };
  work?: ({ name?: string; position?: string; highlights?: string[] } & Dated)[];
  education?: ({ institution?: string; studyType?: string; area?: string; summary?: string } & Dated)[];
  certificates?: { name?: string; issuer?: string; date?: string }[];
  skills?: { name: string; keywords: string[] }[];
  projects?: { name?: string; description?: string; highlights?: string[]; url?: string; keywords?: string[]; caseStudyUrl?: string }[];
  meta: { canonical?: string; version?: string; persona?: string; personaTitle?: string; pdf?: string };
}

/** Drops the keys whose value is undefined, null or '' (the schema wants strings where a key is present). */
function compact<T extends Json>(value: T): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null && item !== '')) as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}

/** The last path segment of a profile address, as the user name: linkedin.com/in/jordan-avery → jordan-avery. */
export function profileUsername(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) return undefined;
    const segments = parsed.pathname.split('/').filter(Boolean);
    const last = segments.at(-1);
    if (!last || segments.length > 2) return undefined;
    return decodeURIComponent(last).replace(/^@/, '') || undefined;
  } catch {
    return undefined;
  }
}

/** 'BSc Computer Science' → studyType 'BSc', area 'Computer Science'; a degree of one word or a long title stays the study type. */
export function degreeParts(degree: string): { studyType?: string; area?: string } {
  const text = degree.trim();
  const of = /^(.+?)\s+(?:in|of)\s+(.+)$/i.exec(text);
  if (of) return { studyType: of[1], area: of[2] };
  const abbreviated = /^((?:[A-Z][A-Za-z]{0,3}\.?){1,3}(?:\s?\([A-Za-z]+\))?)\s+(.+)$/.exec(text);
  if (abbreviated && /[A-Z].*[A-Z]|^[A-Z][a-z]{0,2}\.?$/.test(abbreviated[1]!)) return { studyType: abbreviated[1], area: abbreviated[2] };
  return text ? { studyType: text } : {};
}

/**
 * The CV as JSON Resume (https://jsonresume.org/schema, v1.0.0 of @jsonresume/schema 1.x): a pure
 * function of the document. The persona goes in `meta`, whose extra properties the schema allows.
 */
export function toJsonResume(doc: CvDocument): JsonResume {
  const canonical = siteLink(doc.siteUrl, cvPath(doc.persona, 'json'));
  const resume: JsonResume = {
    $schema: JSON_RESUME_SCHEMA,
    basics: compact({
      name: doc.name,
      label: doc.personaTitle ?? doc.headline ?? undefined,
      email: doc.contact.email,
      phone: doc.contact.phone,
      url: doc.contact.website,
      summary: doc.summary,
      location: doc.contact.location ? { address: doc.contact.location } : undefined,
      profiles: doc.profiles.map((profile) => compact({ network: profile.network, url: profile.url, username: profileUsername(profile.url) })),
    }),
    meta: {},
  };

  for (const section of doc.sections) {
    switch (section.key) {
      case 'experience':
        resume.work = section.items.map((item) =>
          compact({ name: item.company, position: item.title, ...parsePeriod(item.period), highlights: item.highlights.length ? item.highlights : undefined }),
        );
        break;
      case 'education':
        resume.education = section.items.map((item) =>
          compact({
            institution: item.institution,
            ...degreeParts(item.degree),
            ...parsePeriod(item.period),
            // Not a schema field of its own: the description's lines as `courses` would claim too much.
            summary: item.description || undefined,
          }),
        );
        break;
      case 'certifications':
        resume.certificates = section.items.map((item) => compact({ name: item.name, issuer: item.issuer, date: parsePeriodPoint(item.year) ?? undefined }));
        break;
      case 'skills':
        // One entry per category, its skills as keywords: the schema's `level` is free text
        // ('Master'), and a number out of 100 per skill says little to a reader of the résumé.
        resume.skills = section.groups.map((group) => ({ name: group.label, keywords: group.skills.map((skill) => skill.name) }));
        break;
      case 'caseStudies':
        resume.projects = section.items.map((item) =>
          compact({
            name: item.title,
            description: item.summary || item.subtitle || undefined,
            highlights: item.subtitle && item.summary ? [item.subtitle] : undefined,
            url: item.url ?? siteLink(doc.siteUrl, item.path),
            keywords: item.technologies.length ? item.technologies : undefined,
            // The case study's page on the site, when the project has an address of its own.
            caseStudyUrl: item.url ? siteLink(doc.siteUrl, item.path) : undefined,
          }),
        );
        break;
    }
  }

  resume.meta = compact({
    canonical,
    version: doc.version,
    // Extensions (meta allows additional properties): which persona's CV this is.
    persona: doc.persona ?? 'all',
    personaTitle: doc.personaTitle,
    pdf: siteLink(doc.siteUrl, cvPath(doc.persona, 'pdf')),
  });
  return resume;
}
