import { CONTENT_SECTIONS, type SectionKey } from '../../sections/console-routes';

/**
 * §2: the ten sections in their order (Companies is the default; from the definitions), then the
 * media library (docs/decisions.md) and the contact inbox (docs/leads.md).
 */
export const SECTIONS: readonly { key: SectionKey; label: string }[] = [...CONTENT_SECTIONS, { key: 'media', label: 'Media' }, { key: 'inbox', label: 'Inbox' }];
