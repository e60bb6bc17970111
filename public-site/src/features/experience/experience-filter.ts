import type { Experience, TagType } from '@folio/contracts';

/**
 * §7: filtered on the visitor's side by tag type. An experience shared by several personas lists
 * them all in tagTypes; one assigned to none shows for every persona (ARCHITECTURE's rule).
 */
export function experiencesFor<T extends Experience>(experiences: readonly T[], persona: TagType): T[] {
  return experiences.filter((experience) => {
    const tagTypes = experience.tagTypes ?? (experience.tagType ? [experience.tagType] : []);
    return experience.tagType === persona || tagTypes.includes(persona) || tagTypes.length === 0;
  });
}

/** Description lines are separated by newlines; blank lines are dropped. */
export const descriptionLines = (description: string) =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
