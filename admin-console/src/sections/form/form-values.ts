import type { FormApi } from 'final-form';
import type { SectionDefinition } from '../section-definition';

type Values = Record<string, unknown>;

/** How a value compares: empty is empty whatever its type, a list is its members in any order, '7' is 7. */
function comparable(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return JSON.stringify(value.map(String).sort());
  return String(value);
}

/**
 * Whether the form's fields hold something other than `base` (what the form opened with). Only the
 * definition's fields count: `updatedAt` and the like are not typed by anyone.
 */
export function valuesDiffer(definition: SectionDefinition, values: Values, base: Values): boolean {
  return definition.fields.some((field) => comparable(values[field.name]) !== comparable(base[field.name]));
}

/** Puts values in a form as if typed, so the form counts as changed from what it opened with. */
export function applyValues(form: FormApi<Values>, values: Values): void {
  form.batch(() => {
    for (const [name, value] of Object.entries(values)) form.change(name, value);
  });
}
