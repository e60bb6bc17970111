/** The persona page's anchored sections, in page order (as the spec lists them). */
export const SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'experience', label: 'Experience' },
  { id: 'skills', label: 'Skills' },
  { id: 'education', label: 'Education' },
  { id: 'case-studies', label: 'Case Studies' },
  { id: 'contact', label: 'Contact' },
] as const;

/** The header collapses into the menu button at this width and below (its eight links, the persona switcher and the theme button need about 1,110 px). */
export const COMPACT_HEADER_QUERY = '(max-width: 1140px)';
