import { caseStudyPath, plainTextExcerpt, type CaseStudy, type SiteInfo, type TagType } from '@folio/contracts';
import { personaHref } from '../persona';
import { absoluteUrl, breadcrumbs, feedsOf, missingPageHead, ogImagePath, person, RASTER_IMAGE, siteAddress, withOwner, type HeadData } from '../site';
import { CASE_STUDIES_ANCHOR } from './case-study-address';
import { CASE_STUDIES_TITLE } from './case-study-carousel';

export interface CaseStudyHeadInput {
  caseStudy: CaseStudy & { updatedAt?: string };
  /** The persona it speaks for (its link image's accent, its breadcrumb), and that accent. */
  persona: TagType | null;
  accent: string;
}

const descriptionOf = (caseStudy: CaseStudy) => plainTextExcerpt(caseStudy.description) || caseStudy.subtitle || caseStudy.title;

/** A case study's page: og:type article, its own image when link previews show it (else a drawn one), CreativeWork + BreadcrumbList markup. */
export function caseStudyHead(site: SiteInfo | undefined, { caseStudy, persona, accent }: CaseStudyHeadInput): HeadData {
  const base = siteAddress(site?.siteUrl);
  const path = caseStudyPath(caseStudy.slug);
  const url = absoluteUrl(base, path);
  const description = descriptionOf(caseStudy);
  const previewImage =
    caseStudy.imagePath && RASTER_IMAGE.test(caseStudy.imagePath)
      ? absoluteUrl(base, caseStudy.imagePath)
      : site
        ? absoluteUrl(base, ogImagePath({ kind: 'case-study', slug: caseStudy.slug, title: caseStudy.title, ownerName: site.ownerName, accent }))
        : null;
  return {
    title: withOwner(caseStudy.title, site?.ownerName),
    description,
    canonical: url,
    type: 'article',
    siteName: site?.ownerName,
    feeds: feedsOf(site),
    image: previewImage,
    article: { publishedTime: null, modifiedTime: caseStudy.updatedAt ?? null, tags: [...caseStudy.technologies] },
    jsonLd: site
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'CreativeWork',
            name: caseStudy.title,
            headline: caseStudy.title,
            ...(caseStudy.subtitle ? { alternativeHeadline: caseStudy.subtitle } : {}),
            description,
            url,
            mainEntityOfPage: url,
            ...(previewImage ? { image: previewImage } : {}),
            ...(caseStudy.updatedAt ? { dateModified: caseStudy.updatedAt } : {}),
            ...(caseStudy.technologies.length > 0 ? { keywords: caseStudy.technologies.join(', ') } : {}),
            ...(caseStudy.url ? { sameAs: caseStudy.url } : {}),
            author: person(site),
            creator: person(site),
          },
          breadcrumbs(base, [
            ['Home', '/'],
            [CASE_STUDIES_TITLE, personaHref(persona, '/', `#${CASE_STUDIES_ANCHOR}`)],
            [caseStudy.title, path],
          ]),
        ]
      : [],
  };
}

/** A slug no case study has or had. */
export const missingCaseStudyHead = (site: SiteInfo | undefined, slug: string): HeadData =>
  missingPageHead(site, { title: 'Case Study Not Found', description: 'The case study you are looking for does not exist or has been removed.', path: caseStudyPath(slug) });
