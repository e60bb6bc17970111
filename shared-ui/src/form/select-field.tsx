import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NativeSelect } from '../primitives/native-select';
import { controlStyles, FieldFrame } from './field-shell';
import { asText, useFramedField } from './use-framed-field';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

/** The native select with the states every control has (hover, focus, invalid, disabled); room kept for its arrow. */
const Select = styled(NativeSelect)`
  ${controlStyles}
  padding-right: 2.25rem;
`;

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, blank choice (its value is ''), e.g. 'Select a persona' or 'None'. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  /** 'number' stores the chosen value as a number ('' stays '' so the contract can name it missing). */
  valueType?: 'string' | 'number';
  /** What a blank choice is stored as: '' (default) or null. */
  blankValue?: '' | null;
  disabled?: boolean;
}

/** A labelled native select bound to a react-final-form field. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  valueType = 'string',
  blankValue = '',
  disabled,
}: SelectFieldProps) {
  const { frame, control } = useFramedField(
    name,
    { label, required, hint },
    {
      parse: (value: string) => {
        if (value === '') return blankValue;
        return valueType === 'number' ? Number(value) : value;
      },
      format: asText,
    },
  );
  return (
    <FieldFrame {...frame}>
      <Select {...control} disabled={disabled}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
