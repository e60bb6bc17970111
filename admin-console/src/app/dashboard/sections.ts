import type { SectionKey } from '../../sections/console-routes';

/** §2: the ten sections in their order (Companies is the default), then the media library (docs/decisions.md). */
export const SECTIONS: readonly { key: SectionKey; label: string }[] = [
  { key: 'companies', label: 'Companies' },
  { key: 'experiences', label: 'Experiences' },
  { key: 'skills', label: 'Skills' },
  { key: 'education', label: 'Education' },
  { key: 'certifications', label: 'Certifications' },
  { key: 'personas', label: 'Personas' },
  { key: 'case-studies', label: 'Case Studies' },
  { key: 'hero-items', label: 'Hero Items' },
  { key: 'social-links', label: 'Social Links' },
  { key: 'blog', label: 'Blog' },
  { key: 'media', label: 'Media' },
];
