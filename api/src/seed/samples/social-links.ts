import { PERSONA_IDS, type SocialLinkInput } from '@folio/contracts';

/** Footer social links (fictional handles); one assigned to no persona shows for every persona. */
export const socialLinks: SocialLinkInput[] = [
  {
    platform: 'LinkedIn',
    url: 'https://www.linkedin.com/in/jordan-avery-folio',
    icon: '/images/icons/linkedin.svg',
    displayOrder: 1,
  },
  {
    platform: 'GitHub',
    url: 'https://github.com/jordan-avery-folio',
    icon: '/images/icons/github.svg',
    displayOrder: 2,
  },
  {
    platform: 'X',
    url: 'https://x.com/jordanavery_folio',
    icon: '/images/icons/x.svg',
    displayOrder: 3,
  },
  {
    platform: 'Instagram',
    url: 'https://www.instagram.com/jordan.avery.coaching',
    icon: '/images/icons/instagram.svg',
    displayOrder: 4,
    // The coaching account: on the Fitness Coach's pages and CV only.
    personaIds: [PERSONA_IDS.fitness],
  },
  {
    platform: 'Email',
    url: 'mailto:jordan.avery@example.com',
    icon: '/images/icons/email.svg',
    displayOrder: 5,
  },
];
