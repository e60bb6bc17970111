import { CheckboxGroupField, SelectField } from '@folio/shared-ui';
import { useListPersonasQuery, useResourceList, type Entity } from '../../api/resource-endpoints';
import type { ResourceKey } from '../../api/resources';
import { nameOf } from '../list/lookups';

interface LookupFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/** Fetched rows as choices: the id is the value, `labelOf` names it. */
const choicesOf = <T extends { id: number }>(rows: readonly T[] | undefined, labelOf: (row: T) => string) =>
  (rows ?? []).map((row) => ({ value: row.id, label: labelOf(row) }));

/** One item of the kind `from` (its list's rows, named as they are there), or none when `blankValue` is null. */
export function LookupSelectField({
  from,
  loading,
  placeholder,
  blankValue,
  ...field
}: LookupFieldProps & { from: ResourceKey; loading: string; placeholder: string; blankValue?: null }) {
  const { data, isLoading } = useResourceList(from);
  return (
    <SelectField
      {...field}
      options={choicesOf(data as Entity[] | undefined, (row) => nameOf(from, row))}
      placeholder={isLoading ? loading : placeholder}
      valueType="number"
      blankValue={blankValue}
    />
  );
}

/** Items of the kind `from`, one checkbox each. */
export function LookupCheckboxesField({ name, label, hint, from, loading, empty }: LookupFieldProps & { from: ResourceKey; loading: string; empty: string }) {
  const { data, isLoading } = useResourceList(from);
  return (
    <CheckboxGroupField
      name={name}
      legend={label}
      options={choicesOf(data as Entity[] | undefined, (row) => nameOf(from, row))}
      hint={hint}
      emptyText={isLoading ? loading : empty}
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
