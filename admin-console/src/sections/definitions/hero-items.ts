import { HERO_BUTTON_DEFAULTS, TAG_TYPE_LABELS, heroItemStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { assignToPersonasField, displayOrderField, imageField, orderDetail, personaSelectField, tagTypeOptions } from './shared-fields';

export const heroItemsSection = defineSection({
  resource: 'hero-items',
  // A hero item's change resets every cached list, as the spec's admin calls say.
  publicPath: () => '/',
  labels: {
    title: 'Hero Items',
    description: 'The slides of the home page carousel; only active items are shown.',
    noun: 'Hero Item',
    entity: 'hero item',
    loading: 'Loading hero items...',
    empty: 'No hero items found. Add your first hero item!',
  },
  struct: heroItemStruct,
  clampLines: 3,
  fields: [
    personaSelectField,
    { kind: 'select', name: 'tagType', label: 'Tag Type', required: true, placeholder: 'Select a tag type', options: tagTypeOptions },
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'subtitle', label: 'Subtitle', required: true },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, wide: true, rows: 4 },
    imageField({ name: 'imagePath', label: 'Image Path', required: true, wide: true, placeholder: '/images/hero/slide.svg or https://…' }),
    { kind: 'text', name: 'primaryButtonText', label: 'Primary Button Text', required: true },
    { kind: 'text', name: 'primaryButtonUrl', label: 'Primary Button URL', required: true },
    { kind: 'text', name: 'secondaryButtonText', label: 'Secondary Button Text', required: true },
    { kind: 'text', name: 'secondaryButtonUrl', label: 'Secondary Button URL', required: true },
    displayOrderField,
    { kind: 'checkbox', name: 'isActive', label: 'Active (shown on the home page)' },
    assignToPersonasField,
  ],
  defaults: {
    personaId: '',
    tagType: '',
    title: '',
    subtitle: '',
    description: '',
    imagePath: '',
    ...HERO_BUTTON_DEFAULTS,
    isActive: true,
    displayOrder: 0,
    personaIds: [],
  },
  row: (item, context) => ({
    title: item.title,
    subtitle: item.subtitle,
    image: item.imagePath,
    description: item.description,
    badges: [
      ...(item.isActive ? [] : [{ label: 'Inactive', variant: 'outline' as const }]),
      { label: TAG_TYPE_LABELS[item.tagType], variant: 'soft' as const },
    ],
    details: [{ label: 'Persona', value: context.personaName(item.personaId) }, orderDetail(item.displayOrder)],
    personaIds: item.personaIds,
  }),
});
