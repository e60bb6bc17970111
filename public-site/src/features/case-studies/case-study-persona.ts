import { PERSONA_IDS, TAG_TYPES, type CaseStudy, type TagType } from '@folio/contracts';

/**
 * The persona a case study's page speaks for (its call to action, its link image's accent): the
 * public persona that owns it, else the first public one it is assigned to; null for neither.
 */
export function personaOfCaseStudy(caseStudy: Pick<CaseStudy, 'personaId' | 'personaIds'>): TagType | null {
  const byId = (id: number) => TAG_TYPES.find((tagType) => PERSONA_IDS[tagType] === id);
  return byId(caseStudy.personaId) ?? caseStudy.personaIds.map(byId).find((tagType) => tagType !== undefined) ?? null;
}

/** The other case studies shown for the same persona as `caseStudy`, in their order (the API's rule: its own persona or assigned to it). */
export function otherCaseStudiesOf<Study extends CaseStudy>(caseStudy: CaseStudy, all: readonly Study[]): Study[] {
  const persona = caseStudy.personaId;
  return all.filter((other) => other.id !== caseStudy.id && (other.personaId === persona || other.personaIds.includes(persona)));
}
