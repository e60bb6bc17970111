import { css } from 'styled-components';

/** A case study's picture box: 16:9, the image covering it (the card's and the page's). */
export const coverPicture = css`
  overflow: hidden;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const FALLBACKS = {
  fitness: '/images/case-studies/fitness-coach.svg',
  entrepreneur: '/images/case-studies/entrepreneur.svg',
  techLeader: '/images/case-studies/tech-leader.svg',
  itProfessional: '/images/case-studies/it-professional.svg',
} as const;

/**
 * The spec's image fallback: the stand-in picture of a case study, by the words in its free-text tag type: fitness → the
 * fitness coach; business or entrepreneur → the entrepreneur; tech or enterprise → the tech
 * leader; anything else (or none) → the IT professional.
 */
export function caseStudyFallbackImage(tagType: string | null | undefined): string {
  const words = (tagType ?? '').toLowerCase();
  if (words.includes('fitness')) return FALLBACKS.fitness;
  if (words.includes('business') || words.includes('entrepreneur')) return FALLBACKS.entrepreneur;
  if (words.includes('tech') || words.includes('enterprise')) return FALLBACKS.techLeader;
  return FALLBACKS.itProfessional;
}

export function reportImageFallback(title: string) {
  return (failed: string, next: string) =>
    console.warn(`Case study "${title}": image ${failed} failed to load; using ${next}`);
}
