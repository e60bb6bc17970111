import { CheckboxGroupField, SelectField } from '@folio/shared-ui';
import { useListPersonasQuery, useResourceList } from '../../api/resource-endpoints';

interface LookupFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** Fetched rows as choices: the id is the value, `labelOf` names it. */
const choicesOf = <T extends { id: number }>(rows: readonly T[] | undefined, labelOf: (row: T) => string) =>
  (rows ?? []).map((row) => ({ value: row.id, label: labelOf(row) }));

/** A persona chosen from GET /api/admin/personas (§7: id and title for the assignment). */
export function PersonaSelectField({ name, label, required, hint }: LookupFieldProps) {
  const { data, isLoading } = useResourceList('personas');
  return (
    <SelectField
      name={name}
      label={label}
      required={required}
      hint={hint}
      options={choicesOf(data, (persona) => persona.title)}
      placeholder={isLoading ? 'Loading personas...' : 'Select a persona'}
      valueType="number"
    />
  );
}

/** 'Assign to Personas': one checkbox per persona of GET /api/personas. */
export function PersonaCheckboxesField({ name, label, hint }: LookupFieldProps) {
  const { data, isLoading, isError } = useListPersonasQuery();
  const emptyText = isLoading ? 'Loading personas...' : isError ? 'Failed to fetch personas' : 'No personas yet.';
  return (
    <CheckboxGroupField
      name={name}
      legend={label}
      options={choicesOf(data, (persona) => persona.title)}
      emptyText={emptyText}
      hint={hint ?? 'Leave all unchecked to show it for every persona.'}
    />
  );
}

/** A post's category from GET /api/blog/categories, or none. */
export function CategorySelectField({ name, label, hint }: LookupFieldProps) {
  const { data, isLoading } = useResourceList('blog-categories');
  return (
    <SelectField
      name={name}
      label={label}
      hint={hint}
      options={choicesOf(data, (category) => category.name)}
      placeholder={isLoading ? 'Loading categories...' : 'No category'}
      valueType="number"
      blankValue={null}
    />
  );
}

/** A post's tags from GET /api/blog/tags. */
export function TagCheckboxesField({ name, label, hint }: LookupFieldProps) {
  const { data, isLoading } = useResourceList('blog-tags');
  return (
    <CheckboxGroupField
      name={name}
      legend={label}
      options={choicesOf(data, (tag) => tag.name)}
      hint={hint}
      emptyText={isLoading ? 'Loading tags...' : 'No tags yet. Add them under Tags.'}
    />
  );
}
