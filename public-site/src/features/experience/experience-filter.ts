import { experienceShownFor, type Experience, type TagType } from '@folio/contracts';

/** The experiences shown for `persona` (experienceShownFor: by tag type; one assigned to none shows for every persona). */
export function experiencesFor<T extends Experience>(experiences: readonly T[], persona: TagType): T[] {
  return experiences.filter((experience) => experienceShownFor(experience, persona));
}

/** Description lines are separated by newlines; blank lines are dropped. */
export const descriptionLines = (description: string) =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
