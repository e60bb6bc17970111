import { CONTENT_SECTIONS, type SectionKey } from '../../sections/navigation/console-routes';

export interface SectionItem {
  key: SectionKey;
  label: string;
}

export interface SectionGroup {
  label: string;
  items: readonly SectionItem[];
}

/** A kind of content's section, by its key, with the label its definition gives it. */
const content = (key: SectionKey): SectionItem => {
  const section = CONTENT_SECTIONS.find((each) => each.key === key);
  if (!section) throw new Error(`No content section '${key}'`);
  return section;
};

/** The kinds of content the Site group holds; every other kind's tab is in Content, in its definitions' order (a new kind lands there). */
const SITE_KINDS: readonly SectionKey[] = ['personas', 'hero-items', 'social-links'];

/**
 * The dashboard's sections in groups (issue 37): what the site says (Content: the spec's content kinds
 * with the blog and the media library), who reads it (Audience: the analytics overview the console opens
 * on, the contact inbox, the newsletter's subscribers), and how the site presents itself (Site: the
 * personas, the hero, the social links, the CVs and the site's own words). The account's actions live in
 * the header's account menu.
 */
export const SECTION_GROUPS: readonly SectionGroup[] = [
  {
    label: 'Content',
    items: [
      ...CONTENT_SECTIONS.filter((section) => !SITE_KINDS.includes(section.key)),
      { key: 'media', label: 'Media' },
    ],
  },
  {
    label: 'Audience',
    items: [
      { key: 'overview', label: 'Overview' },
      { key: 'inbox', label: 'Inbox' },
      { key: 'subscribers', label: 'Subscribers' },
    ],
  },
  {
    label: 'Site',
    items: [
      ...SITE_KINDS.map(content),
      { key: 'cv', label: 'CV' },
      { key: 'site', label: 'Settings' },
    ],
  },
];

/** Every section once, in the navigation's order. */
export const SECTIONS: readonly SectionItem[] = SECTION_GROUPS.flatMap((group) => group.items);
