import { TAG_TYPE_LABELS, TAG_TYPES } from '@folio/contracts';
import { ImageField } from '../../features/media';
import type { FieldSpec, SectionGroup } from '../section-definition';

/** The spec's Blog tab, holding posts (its default), categories and tags. */
export const blogGroup: SectionGroup = { key: 'blog', label: 'Blog' };

/** A persona chosen from GET /api/admin/personas (a hero item's or case study's personaId). */
export const personaSelectField: FieldSpec = {
  kind: 'lookup-select',
  from: 'personas',
  name: 'personaId',
  label: 'Persona',
  required: true,
  loading: 'Loading personas...',
  placeholder: 'Select a persona',
};

/** Fields several definitions share (same label, same widget). */
export const displayOrderField: FieldSpec = { kind: 'number', name: 'displayOrder', label: 'Display Order', placeholder: '0' };

/** A name and the slug that follows it (blog categories and tags). */
export const nameAndSlugFields: readonly FieldSpec[] = [
  { kind: 'text', name: 'name', label: 'Name', required: true },
  { kind: 'slug', name: 'slug', label: 'Slug', required: true, from: 'name' },
];

type ImageFieldSpec = Extract<FieldSpec, { kind: 'image' }>;

/** An image path edited with the media library's image field (typed, uploaded, dropped or chosen). */
export const imageField = (spec: Omit<ImageFieldSpec, 'kind' | 'widget'>): FieldSpec => ({ kind: 'image', widget: ImageField, ...spec });

export const assignToPersonasField: FieldSpec = { kind: 'persona-checkboxes', name: 'personaIds', label: 'Assign to Personas', wide: true };

export const tagTypeOptions = TAG_TYPES.map((tagType) => ({ value: tagType, label: TAG_TYPE_LABELS[tagType] }));

/** Long text cut to `max` characters plus an ellipsis (the spec cuts persona button URLs at 30). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export const orderDetail = (displayOrder: number) => ({ label: 'Order', value: String(displayOrder) });
