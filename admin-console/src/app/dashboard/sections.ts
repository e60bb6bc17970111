import { CONTENT_SECTIONS, type SectionKey } from '../../sections/console-routes';

/**
 * The analytics overview first (the console opens on it; docs/decisions.md), then the spec's ten dashboard sections
 * in their order (Companies is the default content section; from the definitions), then the CVs
 * made from that content (features/cv), the media library (docs/decisions.md), the contact inbox
 * (docs/leads.md) and the newsletter's subscribers (features/newsletter).
 */
export const SECTIONS: readonly { key: SectionKey; label: string }[] = [
  { key: 'overview', label: 'Overview' },
  ...CONTENT_SECTIONS,
  { key: 'cv', label: 'CV' },
  { key: 'media', label: 'Media' },
  { key: 'inbox', label: 'Inbox' },
  { key: 'subscribers', label: 'Subscribers' },
];
