import { PERSONA_TITLES, TAG_TYPES } from '@folio/contracts';
import { NativeSelect } from '@folio/shared-ui';
import { useId } from 'react';
import { FilterField } from './list-styles';

export type FilterOption = { value: string; label: string };

/** The personas by tag type, as the lists that filter by persona offer them. */
export const PERSONA_OPTIONS: readonly FilterOption[] = TAG_TYPES.map((type) => ({ value: type, label: PERSONA_TITLES[type] }));

/** A list's filter: a labelled select whose first choice ('All …', value '') is no filter. */
export function SelectFilter({ label, allLabel, value, options, onChange }: { label: string; allLabel: string; value: string | null | undefined; options: readonly FilterOption[]; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FilterField htmlFor={id}>
      {label}
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );
}
