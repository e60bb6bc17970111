import type { MediaUse } from '@folio/contracts';
import { DEFINITIONS } from '../../sections/definitions';

const definitions = Object.values(DEFINITIONS);

/**
 * 'Company "Acme" (Logo Path)': where an image is used, the API's entity and field named as the
 * console's forms name them (the field's label) when it knows the field, else as the API sent them.
 */
export function describeUse(use: MediaUse): string {
  const definition = definitions.find((candidate) => candidate.labels.entity.toLowerCase() === use.entity.toLowerCase());
  const field = definition?.fields.find((candidate) => candidate.name === use.field)?.label ?? use.field;
  return `${use.entity} "${use.label}" (${field})`;
}
