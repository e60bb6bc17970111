import { TAG_TYPE_LABELS, personaStruct } from '@folio/contracts';
import { defineSection } from '../section-definition';
import { displayOrderField, imageField, orderDetail, tagTypeOptions, truncate } from './shared-fields';

/** Long persona button URLs are cut to 30 characters plus an ellipsis, as the spec's dashboard lists show them. */
export const PERSONA_URL_CHARS = 30;

export const personasSection = defineSection({
  resource: 'personas',
  publicPath: (persona) => (persona.tagType ? `/?persona=${persona.tagType}` : '/'),
  labels: {
    title: 'Personas',
    description: 'The paths a visitor can choose, each with its own introduction.',
    noun: 'Persona',
    entity: 'persona',
    loading: 'Loading personas...',
    empty: 'No personas found. Add your first persona!',
  },
  struct: personaStruct,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', required: true },
    { kind: 'text', name: 'subtitle', label: 'Subtitle', required: true },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, wide: true, rows: 4 },
    imageField({ name: 'imagePath', label: 'Image Path', required: true, wide: true, placeholder: '/images/personas/persona.svg' }),
    { kind: 'select', name: 'tagType', label: 'Tag Type', placeholder: 'None', blankValue: null, options: tagTypeOptions },
    { kind: 'text', name: 'buttonText', label: 'Button Text' },
    { kind: 'text', name: 'buttonUrl', label: 'Button URL', type: 'url', placeholder: 'https://example.com' },
    displayOrderField,
  ],
  defaults: { title: '', subtitle: '', description: '', imagePath: '', buttonText: '', buttonUrl: '', tagType: null, displayOrder: 0 },
  row: (persona) => ({
    title: persona.title,
    subtitle: persona.subtitle,
    image: persona.imagePath,
    description: persona.description,
    badges: persona.tagType ? [{ label: TAG_TYPE_LABELS[persona.tagType], variant: 'soft' }] : [],
    details: [
      ...(persona.buttonText ? [{ label: 'Button', value: persona.buttonText }] : []),
      ...(persona.buttonUrl ? [{ label: 'URL', value: truncate(persona.buttonUrl, PERSONA_URL_CHARS) }] : []),
      orderDetail(persona.displayOrder),
    ],
  }),
});
