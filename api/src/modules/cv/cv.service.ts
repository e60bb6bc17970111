import { experienceShownFor, personaIdOf, type CvDocument, type CvSettings, type TagType } from '@folio/contracts';
import type { SiteConfig } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { notFound } from '../../domain-error.js';
import { siteTextsService } from '../site-texts/index.js';
import { collectionsService as collectionsList } from '../content/collections.service.js';
import { collections } from '../content/index.js';
import { assembleCv, type CvContent } from './cv-document.js';
import { cvSettingsService } from './cv-settings.service.js';

/**
 * A CV's items, read through the public lists: for a persona, what its page asks for (`?personaId=`
 * of its fixed id: the persona itself, and the items and social links assigned to it or to no persona;
 * the experiences by tag type); for the all-persona CV, every item. A persona whose row is gone is a 404.
 */
async function contentOf(db: Db, persona: TagType | null): Promise<CvContent> {
  const list = (name: keyof typeof collections, personaId: number | null) => collectionsList.list(db, collections[name], { personaId, publicOnly: true });
  const personaId = persona === null ? null : personaIdOf(persona);
  const [personas, experiences, skills, education, certifications, caseStudies, socialLinks, texts] = await Promise.all([
    list('personas', null),
    list('experiences', null),
    list('skills', personaId),
    list('education', personaId),
    list('certifications', personaId),
    list('case-studies', personaId),
    list('social-links', personaId),
    siteTextsService.get(db),
  ]);
  const personaRow = personaId === null ? null : (personas.find((row) => row.id === personaId) ?? null);
  if (persona !== null && personaRow === null) throw notFound('Persona');
  return {
    persona,
    personaRow,
    experiences: persona === null ? experiences : experiences.filter((row) => experienceShownFor(row as { tagType?: string | null; tagTypes?: string[] | null }, persona)),
    skills,
    education,
    certifications,
    caseStudies,
    socialLinks,
    siteHeadline: texts.chooserSubtitle,
    tagTypeOf: new Map(personas.map((row) => [row.id, (row.tagType as TagType | null) ?? null])),
  };
}

/** The CV documents: the public one (the saved settings) and the console's preview (settings not saved yet). */
export const cvService = {
  /** GET /api/cv: the persona's CV (null: the all-persona one) with the saved settings. */
  async document(db: Db, site: SiteConfig, persona: TagType | null): Promise<CvDocument> {
    const [content, settings] = await Promise.all([contentOf(db, persona), cvSettingsService.get(db)]);
    return assembleCv(content, settings, site);
  },

  /** POST /api/admin/cv/preview: the CV these settings would give, nothing stored. */
  async preview(db: Db, site: SiteConfig, persona: TagType | null, settings: CvSettings): Promise<CvDocument> {
    return assembleCv(await contentOf(db, persona), settings, site);
  },
};
