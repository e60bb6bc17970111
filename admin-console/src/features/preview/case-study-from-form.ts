import type { CaseStudy } from '@folio/contracts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);
const integer = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The case study the form's current values describe, as the public site receives it from the API:
 * technologies as a trimmed list (the contract does the same when saving), blanks as null.
 */
export function caseStudyFromForm(values: Record<string, unknown>): CaseStudy {
  return {
    id: integer(values.id),
    title: text(values.title),
    // No link to a page the form's values may not have yet: the dialog shows its page link only with a slug.
    slug: '',
    subtitle: textOrNull(values.subtitle),
    role: textOrNull(values.role),
    timeline: textOrNull(values.timeline),
    description: text(values.description),
    challenge: text(values.challenge),
    solution: text(values.solution),
    results: text(values.results),
    imagePath: textOrNull(values.imagePath),
    tagType: textOrNull(values.tagType),
    technologies: text(values.technologies)
      .split(',')
      .map((technology) => technology.trim())
      .filter((technology) => technology !== ''),
    url: textOrNull(values.url),
    displayOrder: integer(values.displayOrder),
    personaId: integer(values.personaId),
    personaIds: Array.isArray(values.personaIds) ? values.personaIds.filter((id): id is number => typeof id === 'number') : [],
  };
}
