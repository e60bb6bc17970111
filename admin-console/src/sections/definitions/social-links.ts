import { SOCIAL_PLATFORMS, socialLinkStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { displayOrderField, imageField, orderDetail } from './shared-fields';

export const socialLinksSection = defineSection({
  resource: 'social-links',
  publicPath: () => '/#contact',
  labels: {
    title: 'Social Links',
    description: 'The profiles shown in the footer, in display order.',
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
  ],
  defaults: { platform: '', url: '', icon: '', displayOrder: 0 },
  row: (link) => ({
    title: link.platform,
    subtitle: link.url,
    image: link.icon,
    details: [orderDetail(link.displayOrder)],
  }),
});
