import { SOCIAL_PLATFORMS, socialLinkStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, imageField, orderDetail } from './shared-fields';

export const socialLinksSection = defineSection({
  resource: 'social-links',
  publicPath: () => '/#contact',
  labels: {
    title: 'Social Links',
    description: 'The profiles shown in the footer, the contact section and the CVs, in display order; each for every persona or only for those it is assigned to.',
    noun: 'Social Link',
    entity: 'social link',
    loading: 'Loading social links...',
    empty: 'No social links found. Add your first social link!',
  },
  struct: socialLinkStruct,
  fields: [
    { kind: 'text', name: 'platform', label: 'Platform', required: true, suggestions: SOCIAL_PLATFORMS, hint: SOCIAL_PLATFORMS.join(', ') + ' have icons.' },
    { kind: 'text', name: 'url', label: 'URL', required: true, type: 'url', placeholder: 'https://… or mailto:…' },
    imageField({ name: 'icon', label: 'Icon Path', required: true, wide: true, placeholder: '/images/icons/linkedin.svg' }),
    displayOrderField,
    { ...assignToPersonasField, hint: "Leave all unchecked to show it on every persona's pages and CV." },
  ],
  defaults: { platform: '', url: '', icon: '', displayOrder: 0, personaIds: [] },
  row: (link) => ({
    title: link.platform,
    subtitle: link.url,
    image: link.icon,
    details: [orderDetail(link.displayOrder)],
    personaIds: link.personaIds,
  }),
});
