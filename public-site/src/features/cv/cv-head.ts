import { PERSONA_TITLES, cvPath, type CvDocument, type SiteInfo, type TagType } from '@folio/contracts';
import { absoluteUrl, cvAlternates, ogImagePath, siteAddress, type HeadData } from '../site';

const DESCRIPTION_CHARS = 200;

/** `CV — Jordan Avery — Enterprise Tech`, or `CV — Jordan Avery` for the all-persona CV. */
export function cvTitle(name: string | undefined, personaTitle: string | null): string {
  return ['CV', name, personaTitle].filter(Boolean).join(' — ');
}

/** The first DESCRIPTION_CHARS characters, cut at a word. */
function clipped(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_CHARS / 2)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

export function cvDescription(document: Pick<CvDocument, 'name' | 'personaTitle' | 'headline' | 'summary'>): string {
  const text = [document.headline, document.summary].filter(Boolean).join('. ').replace(/\.\.\s/g, '. ');
  return clipped(text || `The CV of ${document.name}${document.personaTitle ? `, ${document.personaTitle}` : ''}: experience, skills, education and selected work.`);
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** schema.org Person of the CV: what a search engine may read of it, every property a valid one. */
function personOf(document: CvDocument, base: string) {
  const sameAs = document.profiles.map((profile) => profile.url).filter((url) => /^https?:\/\//.test(url));
  const section = <K extends CvDocument['sections'][number]['key']>(key: K) =>
    document.sections.find((item): item is Extract<CvDocument['sections'][number], { key: K }> => item.key === key);
  const institutions = unique((section('education')?.items ?? []).map((item) => item.institution).filter(Boolean));
  const credentials = section('certifications')?.items ?? [];
  const skills = (section('skills')?.groups ?? []).flatMap((group) => group.skills.map((skill) => skill.name));
  const description = document.headline || document.summary;
  return {
    '@type': 'Person',
    name: document.name,
    url: `${base}/`,
    ...(document.personaTitle ? { jobTitle: document.personaTitle } : {}),
    ...(description ? { description } : {}),
    ...(document.contact.email ? { email: document.contact.email } : {}),
    ...(document.contact.phone ? { telephone: document.contact.phone } : {}),
    ...(document.contact.location ? { homeLocation: { '@type': 'Place', name: document.contact.location } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(skills.length > 0 ? { knowsAbout: unique(skills) } : {}),
    ...(institutions.length > 0 ? { alumniOf: institutions.map((name) => ({ '@type': 'EducationalOrganization', name })) } : {}),
    ...(credentials.length > 0
      ? {
          hasCredential: credentials.map((item) => ({
            '@type': 'EducationalOccupationalCredential',
            name: item.name,
            ...(item.issuer ? { recognizedBy: { '@type': 'Organization', name: item.issuer } } : {}),
          })),
        }
      : {}),
  };
}

/**
 * /cv and /cv?persona=…: its own canonical address, a CV link-preview image, the PDF and JSON
 * Resume as alternates, ProfilePage + Person markup. Without a document (a 404, or while it loads in
 * the browser) a head search engines leave out.
 */
export function cvHead(site: SiteInfo | undefined, persona: TagType | null, document: CvDocument | undefined): HeadData {
  const base = siteAddress(document?.siteUrl || site?.siteUrl);
  const canonical = absoluteUrl(base, cvPath(persona));
  const ownerName = document?.name ?? site?.ownerName;
  const personaTitle = document ? document.personaTitle : persona ? PERSONA_TITLES[persona] : null;
  const title = cvTitle(ownerName, personaTitle);
  if (!document) {
    return {
      title,
      description: `The CV of ${ownerName ?? 'the site owner'}.`,
      canonical,
      type: 'profile',
      siteName: site?.ownerName,
      image: null,
      robots: 'noindex, follow',
      jsonLd: [],
      feeds: [],
    };
  }
  const description = cvDescription(document);
  return {
    title,
    description,
    canonical,
    type: 'profile',
    siteName: site?.ownerName ?? document.name,
    image: absoluteUrl(base, ogImagePath({ kind: 'cv', persona, ownerName: document.name })),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: canonical,
        name: title,
        description,
        mainEntity: personOf(document, base),
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
          { '@type': 'ListItem', position: 2, name: title, item: canonical },
        ],
      },
    ],
    feeds: [],
    alternates: cvAlternates(base, persona, document.name),
  };
}
