import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import styled from 'styled-components';
import { controlStyles, FieldFrame, fieldErrorOf, useFieldIds } from './field-shell';

export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

const Select = styled.select`
  ${controlStyles}
  padding-right: 2.25rem;
  appearance: none;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 1.1rem) 55%,
    calc(100% - 0.8rem) 55%;
  background-size: 0.3rem 0.3rem;
  background-repeat: no-repeat;
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
  const { input, meta } = useField<unknown>(name, {
    parse: (value: string) => {
      if (value === '') return blankValue;
      return valueType === 'number' ? Number(value) : value;
    },
    format: (value) => (value === undefined || value === null ? '' : String(value)),
  });
  const error = fieldErrorOf(meta);
  const ids = useFieldIds(name, error, hint);
  return (
    <FieldFrame htmlFor={ids.id} label={label} required={required} hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId}>
      <Select {...input} {...ids.controlProps} value={input.value as string} disabled={disabled} aria-required={required || undefined}>
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
